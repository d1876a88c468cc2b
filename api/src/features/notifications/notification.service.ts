import { raw, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { decodeCursor, pageSize, toPage } from '../../kernel/paging.js';
import { isUuid } from '../../kernel/ids.js';
import { Post } from '../posts/post.entity.js';
import { requireMember } from '../../kernel/guards.js';
import { blockedPairSql, mutedByViewerSql, visiblePostsCondition } from '../privacy/index.js';
import { Notification } from './notification.entity.js';
import { recordNotificationChange } from './notify.js';
import { NOTIFICATION_FILTERS, type NotificationFilter, type NotificationType } from './notification-type.js';

/** A notification with the post it is about, or null when there is none or the recipient may no longer see it. */
export interface NotificationItem {
  notification: Notification;
  post: Post | null;
}

/** Loads the related rows of a batch and checks post visibility with one query, whatever the batch size. */
export async function toNotificationItems(
  scope: RequestScope,
  notifications: Notification[],
): Promise<NotificationItem[]> {
  const { em } = scope;
  await em.populate(notifications, ['actor', 'post', 'comment', 'follow']);
  const postIds = [...new Set(notifications.flatMap((n) => (n.post ? [n.post.id] : [])))];
  const visible = postIds.length
    ? new Set(
        (
          await em.find(Post, { $and: [visiblePostsCondition(scope), { id: { $in: postIds } }] }, { fields: ['id'] })
        ).map((p) => p.id),
      )
    : new Set<string>();
  return notifications.map((notification) => ({
    notification,
    post: notification.post && visible.has(notification.post.id) ? notification.post : null,
  }));
}

/**
 * The recipient's notifications without those whose actor a block stands between with them (either way) or who
 * they muted (while the mute lasts): a fresh raw fragment per call, as MikroORM requires for raw keys.
 */
function shownActors(recipientId: string): Record<string, never[]> {
  return {
    [raw(
      (alias: string) => `not (${blockedPairSql(`${alias}.actor_id`)} or ${mutedByViewerSql(`${alias}.actor_id`)})`,
      [recipientId, recipientId, recipientId],
    )]: [],
  };
}

export interface NotificationPageInput {
  filter?: NotificationFilter | null;
  types?: readonly NotificationType[] | null;
  first?: number | null;
  after?: string | null;
}

/** The viewer's notifications, newest first, filtered by the screen's chips, without blocked or muted actors. */
export async function listNotifications(scope: RequestScope, input: NotificationPageInput) {
  const viewer = requireMember(scope);
  const limit = pageSize(input.first, 20);
  const cursor = decodeCursor(input.after);
  const types = input.types ?? NOTIFICATION_FILTERS[input.filter ?? 'ALL'];
  const where: FilterQuery<Notification> & Record<string, unknown> = {
    recipient: viewer.id,
    ...shownActors(viewer.id),
  };
  if (types) where.type = { $in: [...types] };
  if (cursor)
    where.$or = [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }];
  const rows = await scope.em.find(Notification, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: limit + 1,
  });
  const page = toPage(rows, limit);
  return { ...page, items: await toNotificationItems(scope, page.nodes) };
}

export async function unreadNotificationCount(scope: RequestScope): Promise<number> {
  const viewer = requireMember(scope);
  return scope.em.count(Notification, { recipient: viewer.id, isRead: false, ...shownActors(viewer.id) });
}

/** One of the viewer's notifications; null for a guest, someone else's, one of a blocked or muted actor, or an id that names none. */
/**
 * Whether the recipient is shown this notification of theirs: false once withdrawn, and while a block stands
 * between them and its actor or they mute the actor (webhooks hear of `notification.created` by the same rule).
 */
export async function isNotificationShownTo(em: EntityManager, recipientId: string, id: unknown): Promise<boolean> {
  if (typeof id !== 'string' || !isUuid(id)) return false;
  return (await em.count(Notification, { id, recipient: recipientId, ...shownActors(recipientId) })) > 0;
}

export async function findOwnNotification(scope: RequestScope, id: string): Promise<Notification | null> {
  if (!scope.viewer || !isUuid(id)) return null;
  return scope.em.findOne(Notification, { id, recipient: scope.viewer.id, ...shownActors(scope.viewer.id) });
}

/** Marks one of the viewer's notifications read (or unread again). Someone else's is simply not found. */
export async function markNotificationRead(scope: RequestScope, id: string, isRead = true): Promise<Notification> {
  const viewer = requireMember(scope);
  if (!isUuid(id)) throw badInput('notification_id must be a notification id.');
  const notification = await scope.em.findOne(Notification, { id, recipient: viewer.id });
  if (!notification) throw notFound('No such notification.');
  if (notification.isRead !== isRead) {
    notification.isRead = isRead;
    recordNotificationChange(scope.em, viewer.id, isRead ? 'read' : 'unread', [notification.id]);
  }
  await scope.em.flush();
  return notification;
}

/** Marks every one of the viewer's notifications read, whatever its type. Returns how many changed. */
export async function markAllNotificationsRead(scope: RequestScope): Promise<number> {
  const viewer = requireMember(scope);
  // the change and its event commit together (every tab's badge hears of it)
  return scope.em.transactional(async (em) => {
    const changed = await em.nativeUpdate(Notification, { recipient: viewer.id, isRead: false }, { isRead: true });
    if (changed > 0) recordNotificationChange(em, viewer.id, 'allRead', []);
    return changed;
  });
}
