import type { NonEmptyArray } from 'type-graphql';
import { AccessTokensResolver } from '../features/access-tokens/access-tokens.resolver.js';
import { AccountsResolver } from '../features/accounts/accounts.resolver.js';
import { AchievementNotificationResolver } from '../features/achievements/achievement-notification.resolver.js';
import { MeResolver } from '../features/accounts/me.resolver.js';
import { UserFieldsResolver } from '../features/accounts/user-fields.resolver.js';
import { CommentFieldsResolver } from '../features/comments/comment-fields.resolver.js';
import { CommentResolver } from '../features/comments/comment.resolver.js';
import { LikeResolver } from '../features/likes/like.resolver.js';
import { PostFieldsResolver } from '../features/posts/post-fields.resolver.js';
import { PostSubscriptionsResolver } from '../features/posts/post-subscriptions.resolver.js';
import { PostResolver } from '../features/posts/post.resolver.js';
import { FollowResolver } from '../features/follows/follow.resolver.js';
import { BlockResolver, UserBlockFieldsResolver } from '../features/blocks/block.resolver.js';
import { BookmarkResolver, PostBookmarkFieldsResolver } from '../features/bookmarks/bookmark.resolver.js';
import {
  ItineraryFieldsResolver,
  ItinerarySummaryFieldsResolver,
  StopFieldsResolver,
} from '../features/itineraries/itinerary-fields.resolver.js';
import {
  ItineraryDaysFieldsResolver,
  StopTimeFieldsResolver,
} from '../features/itineraries/itinerary-days.resolver.js';
import { ItineraryResolver } from '../features/itineraries/itinerary.resolver.js';
import { PostItineraryResolver } from '../features/itineraries/post-itinerary.resolver.js';
import { NotificationResolver } from '../features/notifications/notification.resolver.js';
import { ProfileResolver } from '../features/profiles/profile.resolver.js';
import { UserProfileFieldsResolver } from '../features/profiles/user-profile-fields.resolver.js';
import { SearchResolver } from '../features/search/search.resolver.js';
import { ReportResolver } from '../features/reports/report.resolver.js';
import { ModerationResolver } from '../features/moderation/moderation.resolver.js';
import { ReportOutcomeFieldResolver } from '../features/moderation/report-outcome-field.resolver.js';
import { UsersAdminResolver } from '../features/users-admin/users-admin.resolver.js';
import { PlacesResolver } from '../features/places/places.resolver.js';
import { CurrencyResolver } from '../features/currency/currency.resolver.js';
import { MapStyleResolver } from '../features/map-style/map-style.resolver.js';
import { SurveyResolver } from '../features/survey/survey.resolver.js';
import { TriviaResolver } from '../features/trivia/trivia.resolver.js';
import { SupportResolver } from '../features/support/support.resolver.js';
import { LiveCursorResolver } from './live-cursor.resolver.js';
import { RateLimitResolver } from './rate-limit.resolver.js';
import { NodeResolver } from './relay/node.resolver.js';
import { WebhooksResolver } from '../features/webhooks/webhooks.resolver.js';
import { OAuthResolver } from '../features/oauth/oauth.resolver.js';

/** Every resolver class of every feature. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  MeResolver,
  AccountsResolver,
  AccessTokensResolver,
  OAuthResolver,
  UserFieldsResolver,
  NotificationResolver,
  AchievementNotificationResolver,
  FollowResolver,
  BlockResolver,
  UserBlockFieldsResolver,
  BookmarkResolver,
  PostBookmarkFieldsResolver,
  ProfileResolver,
  UserProfileFieldsResolver,
  SearchResolver,
  PostResolver,
  PostFieldsResolver,
  PostSubscriptionsResolver,
  LikeResolver,
  CommentResolver,
  CommentFieldsResolver,
  ItineraryResolver,
  ItineraryFieldsResolver,
  StopFieldsResolver,
  ItineraryDaysFieldsResolver,
  StopTimeFieldsResolver,
  ItinerarySummaryFieldsResolver,
  PostItineraryResolver,
  PlacesResolver,
  CurrencyResolver,
  MapStyleResolver,
  ReportResolver,
  ModerationResolver,
  ReportOutcomeFieldResolver,
  UsersAdminResolver,
  SurveyResolver,
  TriviaResolver,
  SupportResolver,
  LiveCursorResolver,
  RateLimitResolver,
  NodeResolver,
  WebhooksResolver,
];
