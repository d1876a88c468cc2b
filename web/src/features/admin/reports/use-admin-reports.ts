import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminReportFieldsFragment } from '../../../gql/graphql';
import { useLoadMore } from '../../../lib/use-load-more';
import { useFallbackPollInterval, useRefetchOnReconnect } from '../../notifications';
import { AdminReportsDocument } from './api/admin-reports';
import { ReportAddedDocument, ReportDecidedDocument } from './api/report-live';
import { newestFirst } from './newest-first';

const PAGE_SIZE = 20;

/** All reports for /rp: the pages loaded plus reports arriving live (reportAdded); decisions refresh in place (reportDecided). */
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

  const [arrived, setArrived] = useState<AdminReportFieldsFragment[]>([]);
  useSubscription(ReportAddedDocument, {
    onData: ({ data: event }) => {
      const report = event.data?.reportAdded;
      if (report) setArrived((list) => [report, ...list.filter((r) => r.id !== report.id)]);
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
    reports: newestFirst(arrived, connection?.edges.map((edge) => edge.node) ?? []),
    loading: loading && !connection,
    error: connection ? undefined : error,
    hasMore,
    loadMore,
    loadingMore,
    loadMoreFailed,
    refresh,
  };
}
