import type { ApolloCache, Reference } from '@apollo/client';
import type { NotificationChangedSubscription } from '../../gql/graphql';

export type NotificationChange = NotificationChangedSubscription['notificationChanged'];

interface CachedNotificationList {
  edges?: readonly { node: Reference }[];
  [field: string]: unknown;
}

/** Marks the cached notifications `change` read or unread at once (the lists refetch for the rest). */
export function markCachedNotifications(cache: ApolloCache, change: NotificationChange): void {
  if (change.kind !== 'READ' && change.kind !== 'UNREAD') return;
  const isRead = change.kind === 'READ';
  for (const id of change.notificationIds)
    cache.modify({ id: cache.identify({ __typename: 'Notification', id }), fields: { isRead: () => isRead } });
}

/**
 * Applies `change` to every cached notification list (each filter, every page loaded): read or unread ones marked,
 * all of them read, withdrawn ones taken out of the lists and out of the cache. Every page then agrees, and a refetch
 * of the first page only has to bring what the server knows besides.
 */
export function applyNotificationChangeToCache(cache: ApolloCache, change: NotificationChange): void {
  if (change.kind === 'READ' || change.kind === 'UNREAD') {
    markCachedNotifications(cache, change);
    return;
  }
  if (change.kind === 'ALL_READ') {
    const listed = new Set<string>();
    cache.modify<{ notifications: CachedNotificationList }>({
      id: 'ROOT_QUERY',
      fields: {
        notifications(list, { readField }) {
          for (const edge of (list as CachedNotificationList).edges ?? []) {
            const id = readField<string>('id', edge.node);
            if (id) listed.add(id);
          }
          return list;
        },
      },
    });
    for (const id of listed)
      cache.modify({ id: cache.identify({ __typename: 'Notification', id }), fields: { isRead: () => true } });
    return;
  }
  if (change.kind === 'REMOVED') {
    const withdrawn = new Set(change.notificationIds);
    cache.modify<{ notifications: CachedNotificationList }>({
      id: 'ROOT_QUERY',
      fields: {
        notifications(list, { readField }) {
          const cached = list as CachedNotificationList;
          if (!cached.edges) return list;
          return {
            ...cached,
            edges: cached.edges.filter((edge) => !withdrawn.has(readField<string>('id', edge.node) ?? '')),
          } as typeof list;
        },
      },
    });
    for (const id of withdrawn) cache.evict({ id: cache.identify({ __typename: 'Notification', id }) });
    cache.gc();
  }
}
