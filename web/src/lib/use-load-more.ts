import { useCallback, useState } from 'react';

interface PageInfo {
  endCursor?: string | null;
  hasNextPage: boolean;
}

interface BackwardPageInfo {
  startCursor?: string | null;
  hasPreviousPage: boolean;
}

/** Asks for one more page at a time from `cursor` (none: nothing left), remembering whether the last try failed. */
function usePageLoader(cursor: string | null | undefined, ask: (cursor: string) => Promise<unknown>) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);

  const loadMore = useCallback(async () => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      await ask(cursor);
    } catch {
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [cursor, ask, loadingMore]);

  return { hasMore: Boolean(cursor), loadMore, loadingMore, loadMoreFailed };
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
  const endCursor = pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  const ask = useCallback((after: string) => fetchMore({ variables: { after } }), [fetchMore]);
  return usePageLoader(endCursor, ask);
}

/**
 * "Load earlier" for a list read backwards (chat history, under the cache's backward paging rule): asks for the page
 * before `pageInfo.startCursor` while `hasPreviousPage`, once at a time, remembering a failure like useLoadMore.
 */
export function useLoadEarlier(
  pageInfo: BackwardPageInfo | undefined,
  fetchMore: (options: { variables: { before: string } }) => Promise<unknown>,
) {
  const startCursor = pageInfo?.hasPreviousPage ? pageInfo.startCursor : null;
  const ask = useCallback((before: string) => fetchMore({ variables: { before } }), [fetchMore]);
  return usePageLoader(startCursor, ask);
}
