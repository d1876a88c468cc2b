import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/use-load-more';
import { AdminUsersDocument } from './api/admin-users';

const PAGE_SIZE = 24;

/** Members for /cu, filtered by the search text; older pages load on demand (merged by the cache's paging rule, one list per search). */
export function useAdminUsers(search: string) {
  const { data, loading, error, fetchMore, refetch } = useQuery(AdminUsersDocument, {
    variables: { search: search || undefined, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.adminUsers;
  const { hasMore, loadMore, loadingMore, loadMoreFailed } = useLoadMore(connection?.pageInfo, fetchMore);
  return {
    users: connection?.edges.map((edge) => edge.node) ?? [],
    loading: loading && !connection,
    error: connection ? undefined : error,
    hasMore,
    loadMore,
    loadingMore,
    loadMoreFailed,
    refresh: () => refetch().catch(() => undefined),
  };
}
