import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/use-load-more';
import { useFallbackPollInterval, useRefetchOnReconnect } from '../../notifications';
import { AdminReportsDocument } from './api/admin-reports';
import { ReportAddedDocument, ReportDecidedDocument } from './api/report-live';
import { addReportToCache } from './add-report-to-cache';
import { newestFirst } from './newest-first';

const PAGE_SIZE = 20;

/** All reports for /rp: the pages loaded and the reports arriving live (reportAdded), all in the cached list; decisions refresh in place (reportDecided). */
export function useAdminReports() {
  const client = useApolloClient();
  const pollInterval = useFallbackPollInterval();
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminReportsDocument, {
    variables: { first: PAGE_SIZE },
    pollInterval,
    fetchPolicy: 'cache-and-network',
  });
  const refresh = () => refetch().catch(() => undefined);
  useRefetchOnReconnect(refresh);

  // A report arriving live joins the cached list (every page agrees); the list is shown newest first.
  useSubscription(ReportAddedDocument, {
    onData: ({ data: event }) => {
      const report = event.data?.reportAdded;
      if (report) addReportToCache(client.cache, report);
    },
  });
  // The decided report is normalised by id, so the cards update from the cache; the log needs a refetch.
  useSubscription(ReportDecidedDocument, {
    onData: () => void client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'moderationLog' }),
  });

  const connection = data?.reports;
  // Older pages join this query's list through the cache's paging rule.
  const { hasMore, loadMore, loadingMore, loadMoreFailed } = useLoadMore(connection?.pageInfo, fetchMore);

  return {
    reports: newestFirst(connection?.edges.map((edge) => edge.node) ?? []),
    loading: loading && !connection,
    error: connection ? undefined : error,
    hasMore,
    loadMore,
    loadingMore,
    loadMoreFailed,
    refresh,
  };
}
