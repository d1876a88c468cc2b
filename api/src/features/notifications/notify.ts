import type { EntityManager } from '@mikro-orm/postgresql';
import { Audience, recordEvent } from '../../app/event-log.js';
import { User } from '../accounts/user.entity.js';
import { Comment } from '../comments/comment.entity.js';
import { Follow } from '../follows/follow.entity.js';
import { Post } from '../posts/post.entity.js';
import { Notification } from './notification.entity.js';
import type { NotificationType } from './notification-type.js';

export interface NotifyInput {
  type: NotificationType;
  recipientId: string;
  /** Omit (or null) for system notifications such as achievements. */
  actorId?: string | null;
  postId?: string | null;
  commentId?: string | null;
  followId?: string | null;
  achievement?: string | null;
}

export const NOTIFICATION_CREATED = 'notification.created';

/**
 * `{ type, recipientId, change, ids }`: some of a member's notifications changed. `change` is `removed`
 * (withdrawn: an unlike, an unfollow, a cancelled or declined request, a deleted post or comment), `read`
 * or `unread` (`ids`), or `allRead` (every one, `ids` empty). Heard by the recipient only (live-notification-changes.ts).
 */
export const NOTIFICATION_CHANGED = 'notification.changed';
export type NotificationChange = 'removed' | 'read' | 'unread' | 'allRead';

/** Records a change of `recipientId`'s notifications in the unit of work of `em` (before its flush). */
export function recordNotificationChange(
  em: EntityManager,
  recipientId: string,
  change: NotificationChange,
  ids: readonly string[],
): void {
  recordEvent(em, { type: NOTIFICATION_CHANGED, recipientId, change, ids: [...ids] }, Audience.member(recipientId));
}

/** Records the removal of `notifications`, one event per recipient: call it with the rows about to go. */
export function recordNotificationsRemoved(
  em: EntityManager,
  notifications: readonly { id: string; recipient: { id: string } }[],
): void {
  const byRecipient = new Map<string, string[]>();
  for (const n of notifications) byRecipient.set(n.recipient.id, [...(byRecipient.get(n.recipient.id) ?? []), n.id]);
  for (const [recipientId, ids] of byRecipient) recordNotificationChange(em, recipientId, 'removed', ids);
}

export interface CascadeWhere {
  postId?: string;
  commentId?: string;
  followId?: string;
}

/**
 * Records the removal of the notifications the database deletes with a post (its comments' too), a comment
 * or a follow (cascading foreign keys): call it before removing that thing, in the same unit of work.
 */
export async function recordCascadedNotificationsRemoved(em: EntityManager, where: CascadeWhere): Promise<void> {
  const about = [
    ...(where.postId ? [{ post: where.postId }, { comment: { post: where.postId } }] : []),
    ...(where.commentId ? [{ comment: where.commentId }] : []),
    ...(where.followId ? [{ follow: where.followId }] : []),
  ];
  if (about.length === 0) return;
  const doomed = await em.find(Notification, { $or: about }, { fields: ['id', 'recipient'] });
  recordNotificationsRemoved(em, doomed);
}

/**
 * Persists a notification, and the event announcing it, without flushing, so both commit together with the
 * action that caused it (and the recipient's open screens hear of it from the event log). Nobody is notified of their own action: returns null when the recipient is the actor.
 */
export function notify(em: EntityManager, input: NotifyInput): Notification | null {
  if (input.actorId && input.actorId === input.recipientId) return null;
  const notification = em.create(Notification, {
    type: input.type,
    recipient: em.getReference(User, input.recipientId),
    actor: input.actorId ? em.getReference(User, input.actorId) : null,
    post: input.postId ? em.getReference(Post, input.postId) : null,
    comment: input.commentId ? em.getReference(Comment, input.commentId) : null,
    follow: input.followId ? em.getReference(Follow, input.followId) : null,
    achievement: input.achievement ?? null,
  });
  em.persist(notification);
  recordEvent(
    em,
    { type: NOTIFICATION_CREATED, id: notification.id, recipientId: input.recipientId },
    Audience.member(input.recipientId),
  );
  return notification;
}

export interface WithdrawWhere {
  type: NotificationType;
  actorId: string;
  postId?: string | null;
  commentId?: string | null;
  followId?: string | null;
}

/**
 * Marks for removal the notifications an undone action had caused (an unlike, an unfollow, a deleted
 * comment). Like `notify`, it does not flush: the removal commits with the undoing action.
 */
export async function withdrawNotifications(em: EntityManager, where: WithdrawWhere): Promise<void> {
  const found = await em.find(Notification, {
    type: where.type,
    actor: where.actorId,
    ...(where.postId ? { post: where.postId } : {}),
    ...(where.commentId ? { comment: where.commentId } : {}),
    ...(where.followId ? { follow: where.followId } : {}),
  });
  for (const notification of found) em.remove(notification);
  recordNotificationsRemoved(em, found);
}
