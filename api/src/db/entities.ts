import { EventRecord } from '../app/event-record.entity.js';
import { AccessToken } from '../features/access-tokens/access-token.entity.js';
import { OAuthApp } from '../features/oauth/oauth-app.entity.js';
import { OAuthAuthorizationCode } from '../features/oauth/oauth-authorization-code.entity.js';
import { OAuthRefreshToken } from '../features/oauth/oauth-refresh-token.entity.js';
import { Webhook } from '../features/webhooks/webhook.entity.js';
import { WebhookDelivery } from '../features/webhooks/webhook-delivery.entity.js';
import { CodeChallenge } from '../features/accounts/code-challenge.entity.js';
import { Session } from '../features/accounts/session.entity.js';
import { User } from '../features/accounts/user.entity.js';
import { AchievementAward } from '../features/achievements/achievement-award.entity.js';
import { Block } from '../features/blocks/block.entity.js';
import { Mute } from '../features/blocks/mute.entity.js';
import { Bookmark } from '../features/bookmarks/bookmark.entity.js';
import { Comment } from '../features/comments/comment.entity.js';
import { Follow } from '../features/follows/follow.entity.js';
import { ItineraryRating } from '../features/itineraries/itinerary-rating.entity.js';
import { Itinerary } from '../features/itineraries/itinerary.entity.js';
import { Stop } from '../features/itineraries/stop.entity.js';
import { Like } from '../features/likes/like.entity.js';
import { Notification } from '../features/notifications/notification.entity.js';
import { Post } from '../features/posts/post.entity.js';
import { PostPhoto } from '../features/posts/post-photo.entity.js';
import { Report } from '../features/reports/report.entity.js';
import { ModerationDecision } from '../features/moderation/moderation-decision.entity.js';
import { SurveyResponse } from '../features/survey/survey-response.entity.js';
import { SupportConversation } from '../features/support/support-conversation.entity.js';
import { SupportMessage } from '../features/support/support-message.entity.js';
import { TriviaFetch } from '../features/trivia/trivia-fetch.entity.js';
import { OutboxMessage } from '../providers/mail/outbox-message.entity.js';

/** Every MikroORM entity, listed explicitly (no file-system discovery, so it works under tsx, Vitest and bundlers alike). */
export const entities = [
  User,
  Session,
  AccessToken,
  OAuthApp,
  OAuthAuthorizationCode,
  OAuthRefreshToken,
  Webhook,
  WebhookDelivery,
  CodeChallenge,
  OutboxMessage,
  Follow,
  Block,
  Mute,
  Bookmark,
  Post,
  PostPhoto,
  Like,
  Comment,
  Notification,
  AchievementAward,
  Itinerary,
  Stop,
  ItineraryRating,
  Report,
  ModerationDecision,
  SurveyResponse,
  TriviaFetch,
  SupportConversation,
  SupportMessage,
  EventRecord,
];
