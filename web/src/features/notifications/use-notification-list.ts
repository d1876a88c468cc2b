import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import type { NotificationFieldsFragment, NotificationFilter } from '../../gql/graphql';
import { useViewer } from '../../lib/viewer';
import { useLiveFollows } from '../follows';
import { NotificationAddedDocument } from './api/notification-added';
import { NotificationChangedDocument } from './api/notification-changed';
import { applyNotificationChange, markCachedNotifications } from './apply-notification-change';
import { NotificationsDocument } from './api/notifications';
import { useFallbackPollInterval, useRefetchOnReconnect } from './live-sync';
import { mergePages } from './merge-pages';

const PAGE_SIZE = 20;

interface OlderPages {
  filter: NotificationFilter;
  items: NotificationFieldsFragment[];
  endCursor: string | null;
  hasNextPage: boolean;
}

/** One filter's notifications: the first page stays live (subscription, or polling while offline); older pages load on demand. */
export function useNotificationList(filter: NotificationFilter) {
  const client = useApolloClient();
  const pollInterval = useFallbackPollInterval();
  const { data, loading, error, refetch } = useQuery(NotificationsDocument, {
    variables: { filter, first: PAGE_SIZE },
    pollInterval,
    fetchPolicy: 'cache-and-network',
  });
  const refresh = () => refetch().catch(() => undefined);
  useRefetchOnReconnect(refresh);
  const [older, setOlder] = useState<OlderPages | null>(null);
  useSubscription(NotificationAddedDocument, { onData: () => void refresh() });
  // withdrawn, read or all read in another tab or on another device: this list (older pages too) agrees
  useSubscription(NotificationChangedDocument, {
    onData: ({ data: event }) => {
      const change = event.data?.notificationChanged;
      if (!change) return;
      markCachedNotifications(client.cache, change);
      setOlder((current) => current && { ...current, items: applyNotificationChange(current.items, change) });
      void refresh();
    },
  });
  // a request cancelled, or answered in another tab, changes the follow requests listed here
  const { viewer } = useViewer();
  useLiveFollows(viewer?.id, () => void refresh());

  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const olderOfFilter = older?.filter === filter ? older : null;

  const connection = data?.notifications;
  const firstPage = connection?.edges.map((edge) => edge.node) ?? [];
  const items = mergePages(firstPage, olderOfFilter?.items ?? []);
  const pageInfo = olderOfFilter ?? connection?.pageInfo;

  const loadMore = async () => {
    if (!pageInfo?.hasNextPage || loadingMore) return;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      const result = await client.query({
        query: NotificationsDocument,
        variables: { filter, first: PAGE_SIZE, after: pageInfo.endCursor },
        fetchPolicy: 'network-only',
      });
      const page = result.data?.notifications;
      if (!page) throw new Error('No page');
      setOlder({
        filter,
        items: [...(olderOfFilter?.items ?? []), ...page.edges.map((edge) => edge.node)],
        endCursor: page.pageInfo.endCursor,
        hasNextPage: page.pageInfo.hasNextPage,
      });
    } catch {
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    items,
    unreadCount: connection?.unreadCount ?? 0,
    loading: loading && !connection,
    error: connection ? undefined : error,
    hasMore: Boolean(pageInfo?.hasNextPage),
    loadMore,
    loadingMore,
    loadMoreFailed,
    refresh,
  };
}
