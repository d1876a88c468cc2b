import { useCallback, useState } from 'react';

interface PageInfo {
  endCursor?: string | null;
  hasNextPage: boolean;
}

/**
 * "Load more" for a connection kept by the cache's paging rule (lib/connection-pagination.ts): asks
 * for the page after `pageInfo.endCursor` once at a time, and remembers a failure so the list can say
 * so and offer a retry instead of asking again on every scroll.
 */
export function useLoadMore(
  pageInfo: PageInfo | undefined,
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>,
) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const endCursor = pageInfo?.hasNextPage ? pageInfo.endCursor : null;

  const loadMore = useCallback(async () => {
    if (!endCursor || loadingMore) return;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      await fetchMore({ variables: { after: endCursor } });
    } catch {
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [endCursor, fetchMore, loadingMore]);

  return { hasMore: Boolean(endCursor), loadMore, loadingMore, loadMoreFailed };
}
