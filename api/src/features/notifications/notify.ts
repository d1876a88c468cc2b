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
}
