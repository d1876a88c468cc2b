import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionOf } from '../../graphql/relay/connection.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import { maskProfanity } from '../moderation-words/index.js';
import type { Post } from '../posts/post.entity.js';
import { PostType } from '../posts/index.js';
import type { NotificationItem } from './notification.service.js';

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
registerEnumType(NotificationKind, { name: 'NotificationType', description: 'What happened.' });

export enum NotificationFilterEnum {
  ALL = 'ALL',
  LIKES = 'LIKES',
  FOLLOW = 'FOLLOW',
}
registerEnumType(NotificationFilterEnum, {
  name: 'NotificationFilter',
  description: 'ALL; LIKES (likes only); FOLLOW (follows, follow requests and accepted requests).',
});

@ObjectType('Notification', { description: 'Something that happened to the signed-in member.' })
export class NotificationType {
  @Field(() => ID)
  id!: string;

  @Field(() => NotificationKind)
  type!: NotificationKind;

  @Field(() => Boolean)
  isRead!: boolean;

  @Field(() => Date)
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

  @Field(() => ID, { nullable: true })
  commentId!: string | null;

  @Field(() => String, { nullable: true, description: 'The comment text (commented, reply), masked.' })
  commentBody!: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The follow (request) it is about; answer requests with respondToFollowRequest.',
  })
  followId!: string | null;

  @Field(() => Boolean, { description: 'True for a follow request still waiting for an answer.' })
  isPendingRequest!: boolean;

  @Field(() => String, { nullable: true, description: 'The badge key of an achievement notification.' })
  achievement!: string | null;

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
      achievement: n.achievement,
    });
  }
}

@ObjectType('NotificationConnection', { description: 'A page of Notification, newest first.' })
export class NotificationConnection extends connectionOf<NotificationType>('Notification', () => NotificationType) {
  @Field(() => Int, { description: 'Unread notifications of every type.' })
  unreadCount!: number;
}
