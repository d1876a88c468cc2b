import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminReportFieldsFragment } from '../../../gql/graphql';
import { useFallbackPollInterval, useRefetchOnReconnect } from '../../notifications';
import { AdminReportsDocument } from './api/admin-reports';
import { ReportAddedDocument, ReportDecidedDocument } from './api/report-live';
import { newestFirst } from './newest-first';

const PAGE_SIZE = 20;

/** All reports for /rp: the first page plus reports arriving live (reportAdded); decisions refresh in place (reportDecided). */
export function useAdminReports() {
  const client = useApolloClient();
  const pollInterval = useFallbackPollInterval();
  const { data, loading, error, refetch } = useQuery(AdminReportsDocument, {
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

  const [older, setOlder] = useState<AdminReportFieldsFragment[]>([]);
  const [olderPage, setOlderPage] = useState<{ endCursor: string | null; hasNextPage: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const connection = data?.reports;
  const pageInfo = olderPage ?? connection?.pageInfo;

  const loadMore = async () => {
    if (!pageInfo?.hasNextPage || loadingMore) return;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      const result = await client.query({
        query: AdminReportsDocument,
        variables: { first: PAGE_SIZE, after: pageInfo.endCursor },
        fetchPolicy: 'network-only',
      });
      const page = result.data?.reports;
      if (!page) throw new Error('No page');
      setOlder((list) => [...list, ...page.edges.map((edge) => edge.node)]);
      setOlderPage(page.pageInfo);
    } catch {
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    reports: newestFirst(arrived, connection?.edges.map((edge) => edge.node) ?? [], older),
    loading: loading && !connection,
    error: connection ? undefined : error,
    hasMore: Boolean(pageInfo?.hasNextPage),
    loadMore,
    loadingMore,
    loadMoreFailed,
    refresh,
  };
}
