import express, { type Router } from 'express';
import { badInput } from '../../app/errors.js';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import { maskProfanity } from '../moderation-words/profanity.js';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationItem,
} from './notification.service.js';
import type { NotificationType } from './notification-type.js';

/** The original product's notification shape. */
export function notificationView({ notification: n, post }: NotificationItem) {
  return {
    _id: n.id,
    id: n.id,
    notif_type: n.type,
    is_read: n.isRead,
    created_at: n.createdAt.toISOString(),
    followed_by: n.actor?.id ?? null,
    audience: n.recipient.id,
    user_data: n.actor
      ? [
          {
            id: n.actor.id,
            username: n.actor.username,
            user_photo: n.actor.photoThumbPath ?? n.actor.photoPath ?? null,
          },
        ]
      : [],
    post_obj_id: post?.id ?? null,
    post_title: post ? maskProfanity(post.title) : null,
    post_content: post ? maskProfanity(post.content) : null,
    comment_id: post && n.comment ? n.comment.id : null,
    follow_id: n.follow?.id ?? null,
    is_pending_request: n.type === 'follow_request' && n.follow?.status === 'pending',
    achievement: n.achievement,
  };
}

/** The like list carries every post-related type (likes, comments, replies, moderation, badges), as the original polled only two lists. */
const LIKE_LIST_TYPES: NotificationType[] = ['like', 'commented', 'reply', 'warn', 'reported', 'achievement'];
const FOLLOW_LIST_TYPES: NotificationType[] = ['follow', 'follow_request', 'follow_accepted'];
const REST_LIST_SIZE = 50;

export function notificationRoutes(services: AppServices): Router {
  const router = express.Router();

  router.get(
    '/like-notification-list',
    rest(services, async (scope) =>
      (await listNotifications(scope, { types: LIKE_LIST_TYPES, first: REST_LIST_SIZE })).items.map(notificationView),
    ),
  );
  router.get(
    '/follow-notification-list',
    rest(services, async (scope) =>
      (await listNotifications(scope, { types: FOLLOW_LIST_TYPES, first: REST_LIST_SIZE })).items.map(notificationView),
    ),
  );
  router.post(
    '/update-notification-status',
    rest(services, async (scope, req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const isRead = body.is_read === undefined ? true : body.is_read;
      if (typeof isRead !== 'boolean') throw badInput('is_read must be true or false.');
      const notification = await markNotificationRead(scope, body.notification_id as string, isRead);
      return { ok: true, id: notification.id, is_read: notification.isRead };
    }),
  );
  router.post(
    '/mark-all-notifications-read/',
    rest(services, async (scope) => ({ ok: true, updated: await markAllNotificationsRead(scope) })),
  );
  return router;
}
