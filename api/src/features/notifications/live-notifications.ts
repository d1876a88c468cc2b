import type { LoggedEvent } from '../../app/event-bus.js';
import type { RequestScope } from '../../app/request-scope.js';
import { eventStream } from '../../graphql/event-stream.js';
import { requireMember } from '../../kernel/guards.js';
import { findOwnNotification, toNotificationItems } from './notification.service.js';
import { NotificationType } from './notification.types.js';
import { NOTIFICATION_CREATED } from './notify.js';

/**
 * A `notification.created` event as the viewer hears it: only its recipient does, with the notification as their
 * list shows it, read in a fresh EntityManager fork per event (null once it was withdrawn before delivery).
 */
export async function liveNotificationFor(scope: RequestScope, event: LoggedEvent): Promise<NotificationType | null> {
  const { id, recipientId } = event;
  if (!scope.viewer || recipientId !== scope.viewer.id || typeof id !== 'string') return null;
  const fresh: RequestScope = { ...scope, em: scope.services.orm.em.fork() };
  const notification = await findOwnNotification(fresh, id);
  if (!notification) return null;
  const [item] = await toNotificationItems(fresh, [notification]);
  return NotificationType.from(item!);
}

/** `notificationAdded`: each new notification of the signed-in member, from `after` when given. */
export function notificationAddedStream(
  scope: RequestScope,
  after?: unknown,
): Promise<AsyncIterableIterator<NotificationType>> {
  requireMember(scope);
  return eventStream(scope, NOTIFICATION_CREATED, (event) => liveNotificationFor(scope, event), after);
}
