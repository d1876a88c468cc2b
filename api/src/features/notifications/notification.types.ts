import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionOf } from '../../graphql/relay/connection.js';
import { NodeInterface } from '../../graphql/relay/node.js';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import { maskProfanity } from '../moderation-words/index.js';
import type { Post } from '../posts/post.entity.js';
import { PostType } from '../posts/index.js';
import type { NotificationItem } from './notification.service.js';

/** The GraphQL names of the stored notification types (notification-type.ts). */
export enum NotificationKind {
  LIKE = 'like',
  FOLLOW = 'follow',
  FOLLOW_REQUEST = 'follow_request',
  FOLLOW_ACCEPTED = 'follow_accepted',
  COMMENTED = 'commented',
  REPLY = 'reply',
  WARN = 'warn',
  REPORTED = 'reported',
  ACHIEVEMENT = 'achievement',
  REPORT_OUTCOME = 'report_outcome',
}
registerEnumType(NotificationKind, {
  name: 'NotificationType',
  description: 'What a notification tells its recipient.',
  valuesConfig: {
    LIKE: { description: '`actor` liked the recipient’s `post`.' },
    FOLLOW: { description: '`actor` follows the recipient now (a public member followed, or a request approved).' },
    FOLLOW_REQUEST: {
      description:
        '`actor` asked to follow the private recipient; answer it with respondToFollowRequest while `isPendingRequest`.',
    },
    FOLLOW_ACCEPTED: { description: '`actor`, a private member, approved the recipient’s follow request.' },
    COMMENTED: { description: '`actor` commented on the recipient’s `post` (`commentBody`).' },
    REPLY: { description: '`actor` replied to the recipient’s comment under `post` (`commentBody`).' },
    WARN: { description: 'A moderator warned the recipient about their `post` (no actor).' },
    REPORTED: { description: 'A moderator banned the recipient’s `post` (no actor).' },
    ACHIEVEMENT: { description: 'The recipient earned the badge `achievement` (no actor).' },
    REPORT_OUTCOME: {
      description: 'A moderator decided the recipient’s report about `post`: see `reportOutcome` (no actor).',
    },
  },
});

export enum NotificationFilterEnum {
  ALL = 'ALL',
  LIKES = 'LIKES',
  FOLLOW = 'FOLLOW',
}
registerEnumType(NotificationFilterEnum, {
  name: 'NotificationFilter',
  description: 'Which of the signed-in member’s notifications a list shows (the chips of the notifications screen).',
  valuesConfig: {
    ALL: { description: 'Every notification, of every type.' },
    LIKES: { description: 'Likes only (LIKE).' },
    FOLLOW: {
      description: 'Follows, follow requests and accepted requests (FOLLOW, FOLLOW_REQUEST, FOLLOW_ACCEPTED).',
    },
  },
});

@ObjectType('Notification', {
  implements: NodeInterface,
  description:
    'Something that happened to the signed-in member. Only its recipient sees it (`node(id:)` answers null to anyone else).',
})
export class NotificationType extends NodeInterface {
  @Field(() => ID, { description: 'The global id; markNotificationRead takes it.' })
  id!: string;

  @Field(() => NotificationKind, { description: 'What happened.' })
  type!: NotificationKind;

  @Field(() => Boolean, {
    description: 'Whether the recipient has read it (opened it, or marked it or every one read).',
  })
  isRead!: boolean;

  @Field(() => Date, { description: 'When it happened.' })
  createdAt!: Date;

  @Field(() => UserType, { nullable: true, description: 'Who did it; null for system notifications (achievements).' })
  actor!: User | null;

  @Field(() => PostType, { nullable: true, description: 'The post it is about, when the recipient may still see it.' })
  post!: Post | null;

  @Field(() => ID, { nullable: true, description: 'The id of `post`.' })
  postId!: string | null;

  @Field(() => String, { nullable: true, description: 'The post title, masked.' })
  postTitle!: string | null;

  @Field(() => String, { nullable: true, description: 'The post content, masked.' })
  postContent!: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The comment it is about (COMMENTED, REPLY), when the recipient may still see its post.',
  })
  commentId!: string | null;

  @Field(() => String, { nullable: true, description: 'The comment text (COMMENTED, REPLY), masked.' })
  commentBody!: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The follow (request) it is about; answer requests with respondToFollowRequest.',
  })
  followId!: string | null;

  @Field(() => Boolean, { description: 'True for a follow request still waiting for an answer.' })
  isPendingRequest!: boolean;

  /** The stored badge key of an achievement notification (`Notification.achievement`, resolved by achievements). */
  achievementKey!: string | null;

  static from({ notification: n, post }: NotificationItem): NotificationType {
    return Object.assign(new NotificationType(), {
      id: n.id,
      type: n.type as NotificationKind,
      isRead: n.isRead,
      createdAt: n.createdAt,
      actor: n.actor,
      post,
      postId: post?.id ?? null,
      postTitle: post ? maskProfanity(post.title) : null,
      postContent: post ? maskProfanity(post.content) : null,
      commentId: post && n.comment ? n.comment.id : null,
      commentBody: post && n.comment ? maskProfanity(n.comment.body) : null,
      followId: n.follow?.id ?? null,
      isPendingRequest: n.type === 'follow_request' && n.follow?.status === 'pending',
      achievementKey: n.achievement,
    });
  }
}

@ObjectType('NotificationConnection', {
  description: 'A page of the signed-in member’s notifications, newest first, with the unread count.',
})
export class NotificationConnection extends connectionOf<NotificationType>('Notification', () => NotificationType) {
  @Field(() => Int, { description: 'Unread notifications of every type (whatever the filter).' })
  unreadCount!: number;
}

@ObjectType('MarkNotificationReadPayload', { description: 'What markNotificationRead did.' })
export class MarkNotificationReadPayload extends MutationPayload {
  @Field(() => NotificationType, {
    nullable: true,
    description: 'The notification as it is now; null when userErrors says why not.',
  })
  notification?: NotificationType | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The signed-in member’s unread notifications after the change; null when userErrors says why not.',
  })
  unreadCount?: number | null;
}

@ObjectType('MarkAllNotificationsReadPayload', { description: 'What markAllNotificationsRead did.' })
export class MarkAllNotificationsReadPayload extends MutationPayload {
  @Field(() => Int, {
    nullable: true,
    description: 'How many notifications were unread and are read now (0 when none was).',
  })
  markedCount?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The signed-in member’s unread notifications after the change (0 unless one arrived meanwhile).',
  })
  unreadCount?: number | null;
}
