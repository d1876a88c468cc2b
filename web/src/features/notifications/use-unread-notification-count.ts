import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useToken } from '../../lib/session';
import { NotificationAddedDocument } from './api/notification-added';
import { NotificationChangedDocument } from './api/notification-changed';
import { UnreadNotificationCountDocument } from './api/unread-notification-count';
import { markCachedNotifications } from './apply-notification-change';
import { useFallbackPollInterval, useRefetchOnReconnect } from './live-sync';

/**
 * The number of unread notifications shown as the sidebar badge: live through `notificationAdded` and
 * `notificationChanged` (withdrawn, read, unread or all read in this tab or on any other device: the event
 * carries the count it leaves), polled every 6 s while the WebSocket is down, and refetched when it reconnects.
 */
export function useUnreadNotificationCount(): number {
  const token = useToken();
  const client = useApolloClient();
  const pollInterval = useFallbackPollInterval();
  const { data, refetch } = useQuery(UnreadNotificationCountDocument, {
    skip: !token,
    pollInterval,
    notifyOnNetworkStatusChange: false,
  });
  const refresh = () => (token ? refetch().catch(() => undefined) : undefined);
  useRefetchOnReconnect(refresh);
  useSubscription(NotificationAddedDocument, { skip: !token, onData: () => void refresh() });
  useSubscription(NotificationChangedDocument, {
    skip: !token,
    onData: ({ data: event }) => {
      const change = event.data?.notificationChanged;
      if (!change) return;
      client.cache.writeQuery({
        query: UnreadNotificationCountDocument,
        data: { unreadNotificationCount: change.unreadCount },
      });
      markCachedNotifications(client.cache, change);
    },
  });
  return token ? (data?.unreadNotificationCount ?? 0) : 0;
}
