import { useQuery, useSubscription } from '@apollo/client/react';
import { useToken } from '../../lib/session';
import { NotificationAddedDocument } from './api/notification-added';
import { UnreadNotificationCountDocument } from './api/unread-notification-count';
import { useFallbackPollInterval, useRefetchOnReconnect } from './live-sync';

/**
 * The number of unread notifications shown as the sidebar badge: live through `notificationAdded`,
 * polled every 6 s while the WebSocket is down, and refetched when it reconnects.
 */
export function useUnreadNotificationCount(): number {
  const token = useToken();
  const pollInterval = useFallbackPollInterval();
  const { data, refetch } = useQuery(UnreadNotificationCountDocument, {
    skip: !token,
    pollInterval,
    notifyOnNetworkStatusChange: false,
  });
  const refresh = () => (token ? refetch().catch(() => undefined) : undefined);
  useRefetchOnReconnect(refresh);
  useSubscription(NotificationAddedDocument, { skip: !token, onData: () => void refresh() });
  return token ? (data?.unreadNotificationCount ?? 0) : 0;
}
