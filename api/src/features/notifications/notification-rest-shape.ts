import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { maskProfanity } from '../moderation-words/index.js';
import type { MemberView } from '../posts/index.js';
import { restMember } from '../profiles/member-rest-shape.js';
import type { NotificationType } from './notification-type.js';
import type { NotificationItem } from './notification.service.js';

/** The types the original client's like list knows; others would show as "interacted with your content". */
export const REST_POST_NOTIFICATION_TYPES: NotificationType[] = ['like', 'commented', 'reply', 'warn', 'reported'];
/** The one type its follow list can act on (a click opens the follower's profile). */
export const REST_FOLLOW_NOTIFICATION_TYPES: NotificationType[] = ['follow'];

/**
 * An item of the like list: `audience` is the actor's username (empty for moderation, which has no actor),
 * `post_author` the recipient's. For comments and replies `post_content` is the comment's text, as the
 * original stored it. No `followed_by` key: the client prints `followed_by || audience`.
 */
export function restPostNotification(scope: RequestScope, { notification: n, post }: NotificationItem) {
  const commentText = n.comment && (n.type === 'commented' || n.type === 'reply') ? n.comment.body : null;
  return {
    _id: n.id,
    id: n.id,
    notif_type: n.type,
    post_obj_id: post?.id ?? null,
    post_author: requireMember(scope).username,
    post_title: post ? maskProfanity(post.title) : '',
    post_content: post ? maskProfanity(commentText ?? post.content) : '',
    audience: n.actor?.username ?? '',
    comment_id: post && n.comment ? n.comment.id : null,
    is_read: n.isRead,
    created_at: n.createdAt.toISOString(),
  };
}

/** What the follow form of a notification is about: one member following the viewer. */
export interface FollowEntry {
  id: string;
  follower: MemberView;
  createdAt: Date;
  isRead: boolean;
}

/**
 * An item of the follow list (and of `/profile-posts` `followers`): `followed_by` is the follower's username,
 * `user_data[0]` the follower (the screens read its `username`, `id`, `user_photo`, `fullname`, `country`, `email`).
 */
export function restFollowNotification(scope: RequestScope, entry: FollowEntry) {
  return {
    _id: entry.id,
    id: entry.id,
    notif_type: 'follow' as const,
    followed_by: entry.follower.username,
    following: requireMember(scope).username,
    user_data: [restMember(scope, entry.follower)],
    is_read: entry.isRead,
    created_at: entry.createdAt.toISOString(),
  };
}
