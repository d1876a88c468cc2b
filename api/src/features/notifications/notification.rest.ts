import express, { type Router } from 'express';
import { badInput } from '../../app/errors.js';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import {
  REST_FOLLOW_NOTIFICATION_TYPES,
  REST_POST_NOTIFICATION_TYPES,
  restFollowNotification,
  restPostNotification,
} from './notification-rest-shape.js';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notification.service.js';

/** The newest this many of each list (the original client polls both every 6 seconds). */
const REST_LIST_SIZE = 50;

/**
 * The original's two polled lists. Only the types its client can show and act on are listed: likes,
 * comments, replies and moderation in one, follows in the other. Follow requests, acceptances, achievements
 * and report outcomes are left out (GraphQL and the web app show them).
 */
export function notificationRoutes(services: AppServices): Router {
  const router = express.Router();

  router.get(
    '/like-notification-list',
    rest(services, async (scope) => {
      const { items } = await listNotifications(scope, { types: REST_POST_NOTIFICATION_TYPES, first: REST_LIST_SIZE });
      return items.map((item) => restPostNotification(scope, item));
    }),
  );
  router.get(
    '/follow-notification-list',
    rest(services, async (scope) => {
      const { items } = await listNotifications(scope, {
        types: REST_FOLLOW_NOTIFICATION_TYPES,
        first: REST_LIST_SIZE,
      });
      return items.flatMap(({ notification: n }) =>
        n.actor
          ? [restFollowNotification(scope, { id: n.id, follower: n.actor, createdAt: n.createdAt, isRead: n.isRead })]
          : [],
      );
    }),
  );
  router.post(
    '/update-notification-status',
    rest(services, async (scope, req) => {
      const body = req.body as Record<string, unknown>;
      const isRead = body.is_read === undefined ? true : body.is_read;
      if (typeof isRead !== 'boolean') throw badInput('is_read must be true or false.');
      if (typeof body.notification_id !== 'string') throw badInput('notification_id is required.');
      const notification = await markNotificationRead(scope, body.notification_id, isRead);
      return { ok: true, _id: notification.id, id: notification.id, is_read: notification.isRead };
    }),
  );
  router.post(
    '/mark-all-notifications-read/',
    rest(services, async (scope) => ({ ok: true, updated: await markAllNotificationsRead(scope) })),
  );
  return router;
}
