import { useQuery } from '@apollo/client/react';
import { readApiError } from '../../lib/graphql-error';
import { useLoadMore } from '../../lib/use-load-more';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { useFallbackPollInterval } from '../notifications';
import { PostList } from '../posts';
import { BookmarksDocument } from './api/bookmarks';

/**
 * /bookmarks: the posts the member saved, privately, the latest saved first, a page at a time. A post unsaved here
 * stays until the list is read again, so Save undoes a slip.
 */
export function BookmarksPage() {
  const { data, loading, error, refetch, fetchMore } = useQuery(BookmarksDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(),
  });
  const connection = data?.bookmarks;
  const paging = useLoadMore(connection?.pageInfo, fetchMore);
  const posts = connection?.edges.map((edge) => edge.node) ?? [];

  return (
    <div className="bookmarks-page">
      <h1 className="page-title">Bookmarks</h1>
      {!connection && error ? (
        <EmptyState
          tone="error"
          title="Could not load your bookmarks"
          message={readApiError(error).message}
          action={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}
        />
      ) : (
        <PostList
          label="Your bookmarks"
          posts={posts}
          loading={loading && !connection}
          loadingMore={paging.loadingMore}
          hasMore={paging.hasMore && !paging.loadMoreFailed}
          onLoadMore={() => void paging.loadMore()}
          endMessage={paging.loadMoreFailed ? 'Could not load more bookmarks.' : undefined}
          empty={
            <EmptyState
              icon={<Icon name="bookmark" size={28} />}
              title="No bookmarks yet"
              message="Save a post with its Save button to find it here later. Only you see your bookmarks."
            />
          }
        />
      )}
      {paging.loadMoreFailed && (
        <Button variant="secondary" onClick={() => void paging.loadMore()}>
          Try again
        </Button>
      )}
    </div>
  );
}
