import type { LoggedEvent } from '../../app/event-bus.js';
import type { RequestScope } from '../../app/request-scope.js';
import { readLiveRows } from '../../db/prepared-query.js';
import { eventStream } from '../../graphql/event-stream.js';
import { isUuid } from '../../kernel/ids.js';
import { requireMember } from '../../kernel/guards.js';
import { NotificationChangeKind, type NotificationChangeType } from './notification-change.types.js';
import { NOTIFICATION_CHANGED } from './notify.js';

const KIND_OF_CHANGE: Record<string, NotificationChangeKind> = {
  removed: NotificationChangeKind.REMOVED,
  read: NotificationChangeKind.READ,
  unread: NotificationChangeKind.UNREAD,
  allRead: NotificationChangeKind.ALL_READ,
};

const UNREAD_SQL = 'select count(*) as n from notification where recipient_id = ? and is_read = false';

/** The recipient's unread count, read once per event however many of their sockets hear it. */
const unreadPerEvent = new WeakMap<LoggedEvent, Promise<number>>();

/** A `notification.changed` event as the viewer hears it: only its recipient does, with the unread count now. */
export async function liveNotificationChangeFor(
  scope: RequestScope,
  event: LoggedEvent,
): Promise<NotificationChangeType | null> {
  const viewerId = scope.viewer?.id;
  const { recipientId, change, ids } = event;
  if (!viewerId || recipientId !== viewerId) return null;
  const kind = typeof change === 'string' ? KIND_OF_CHANGE[change] : undefined;
  if (!kind) return null;
  let unread = unreadPerEvent.get(event);
  if (!unread) {
    unread = readLiveRows<{ n: string }>(scope.services.orm.em.fork(), UNREAD_SQL, [viewerId]).then(([row]) =>
      Number(row?.n ?? 0),
    );
    unreadPerEvent.set(event, unread);
  }
  const notificationIds = Array.isArray(ids) ? ids.filter((id): id is string => isUuid(id)) : [];
  return { kind, notificationIds, unreadCount: await unread };
}

/** `notificationChanged`: every change to the signed-in member's existing notifications. */
export function notificationChangedStream(
  scope: RequestScope,
  after?: unknown,
): Promise<AsyncIterableIterator<NotificationChangeType>> {
  requireMember(scope);
  return eventStream(scope, NOTIFICATION_CHANGED, (event) => liveNotificationChangeFor(scope, event), after);
}
