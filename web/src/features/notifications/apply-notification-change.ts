import type { ApolloCache } from '@apollo/client';
import type { NotificationChangedSubscription } from '../../gql/graphql';

export type NotificationChange = NotificationChangedSubscription['notificationChanged'];

/** `items` as `change` leaves them: withdrawn ones dropped, read or unread ones marked. */
export function applyNotificationChange<T extends { id: string; isRead: boolean }>(
  items: readonly T[],
  change: NotificationChange,
): T[] {
  const ids = new Set(change.notificationIds);
  switch (change.kind) {
    case 'REMOVED':
      return items.filter((item) => !ids.has(item.id));
    case 'ALL_READ':
      return items.map((item) => (item.isRead ? item : { ...item, isRead: true }));
    case 'READ':
    case 'UNREAD': {
      const isRead = change.kind === 'READ';
      return items.map((item) => (ids.has(item.id) && item.isRead !== isRead ? { ...item, isRead } : item));
    }
    default:
      return [...items];
  }
}

/** Marks the cached notifications `change` read or unread at once (the lists refetch for the rest). */
export function markCachedNotifications(cache: ApolloCache, change: NotificationChange): void {
  if (change.kind !== 'READ' && change.kind !== 'UNREAD') return;
  const isRead = change.kind === 'READ';
  for (const id of change.notificationIds)
    cache.modify({ id: cache.identify({ __typename: 'Notification', id }), fields: { isRead: () => isRead } });
}
