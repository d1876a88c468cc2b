import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminUserFieldsFragment } from '../../../gql/graphql';
import { AdminUsersDocument } from './api/admin-users';

const PAGE_SIZE = 24;

/** Members for /cu, filtered by the search text; older pages load on demand. */
export function useAdminUsers(search: string) {
  const client = useApolloClient();
  const variables = { search: search || undefined, first: PAGE_SIZE };
  const { data, loading, error, refetch } = useQuery(AdminUsersDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [more, setMore] = useState<{
    search: string;
    items: AdminUserFieldsFragment[];
    endCursor: string | null;
    hasNextPage: boolean;
  } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const moreOfSearch = more?.search === search ? more : null;
  const connection = data?.adminUsers;
  const pageInfo = moreOfSearch ?? connection?.pageInfo;

  const loadMore = async () => {
    if (!pageInfo?.hasNextPage || loadingMore) return;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      const result = await client.query({
        query: AdminUsersDocument,
        variables: { ...variables, after: pageInfo.endCursor },
        fetchPolicy: 'network-only',
      });
      const page = result.data?.adminUsers;
      if (!page) throw new Error('No page');
      setMore({
        search,
        items: [...(moreOfSearch?.items ?? []), ...page.edges.map((e) => e.node)],
        endCursor: page.pageInfo.endCursor,
        hasNextPage: page.pageInfo.hasNextPage,
      });
    } catch {
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const seen = new Set<string>();
  const users = [...(connection?.edges.map((e) => e.node) ?? []), ...(moreOfSearch?.items ?? [])].filter(
    (u) => !seen.has(u.id) && seen.add(u.id),
  );
  return {
    users,
    loading: loading && !connection,
    error: connection ? undefined : error,
    hasMore: Boolean(pageInfo?.hasNextPage),
    loadMore,
    loadingMore,
    loadMoreFailed,
    refresh: () => {
      setMore(null);
      return refetch().catch(() => undefined);
    },
  };
}
