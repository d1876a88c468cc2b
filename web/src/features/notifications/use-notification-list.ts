import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import type { NotificationFilter } from '../../gql/graphql';
import { useLoadMore } from '../../lib/use-load-more';
import { useViewer } from '../../lib/viewer';
import { useLiveFollows } from '../follows';
import { NotificationAddedDocument } from './api/notification-added';
import { NotificationChangedDocument } from './api/notification-changed';
import { applyNotificationChangeToCache } from './apply-notification-change';
import { NotificationsDocument } from './api/notifications';
import { useFallbackPollInterval, useRefetchOnReconnect } from './live-sync';

const PAGE_SIZE = 20;

/**
 * One filter's notifications: the first page stays live (subscription, or polling while offline); older pages load on
 * demand and join the same cached list through the cache's paging rule, so refetches, polls and changes keep them.
 */
export function useNotificationList(filter: NotificationFilter) {
  const client = useApolloClient();
  const pollInterval = useFallbackPollInterval();
  const { data, loading, error, refetch, fetchMore } = useQuery(NotificationsDocument, {
    variables: { filter, first: PAGE_SIZE },
    pollInterval,
    fetchPolicy: 'cache-and-network',
  });
  const refresh = () => refetch().catch(() => undefined);
  useRefetchOnReconnect(refresh);
  useSubscription(NotificationAddedDocument, { onData: () => void refresh() });
  // withdrawn, read or all read in another tab or on another device: every cached page of every filter agrees
  useSubscription(NotificationChangedDocument, {
    onData: ({ data: event }) => {
      const change = event.data?.notificationChanged;
      if (!change) return;
      applyNotificationChangeToCache(client.cache, change);
      void refresh();
    },
  });
  // a request cancelled, or answered in another tab, changes the follow requests listed here
  const { viewer } = useViewer();
  useLiveFollows(viewer?.id, () => void refresh());

  const connection = data?.notifications;
  const { hasMore, loadMore, loadingMore, loadMoreFailed } = useLoadMore(connection?.pageInfo, fetchMore);

  return {
    items: connection?.edges.map((edge) => edge.node) ?? [],
    unreadCount: connection?.unreadCount ?? 0,
    loading: loading && !connection,
    error: connection ? undefined : error,
    hasMore,
    loadMore,
    loadingMore,
    loadMoreFailed,
    refresh,
  };
}
