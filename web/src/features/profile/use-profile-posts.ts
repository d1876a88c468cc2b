import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../lib/use-load-more';
import { ProfilePostsDocument } from './api/profile-posts';
import { useFallbackPollInterval } from '../notifications';

const PAGE_SIZE = 10;

/** A member's posts the viewer may see, newest first, a page at a time (pages merged by the cache's paging rule). */
export function useProfilePosts(userId: string | undefined) {
  const { data, loading, error, fetchMore, refetch } = useQuery(ProfilePostsDocument, {
    variables: { userId: userId ?? '', first: PAGE_SIZE },
    skip: !userId,
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(),
  });
  const connection = data?.userPosts;
  const { hasMore, loadMore, loadingMore, loadMoreFailed } = useLoadMore(connection?.pageInfo, fetchMore);

  return {
    posts: connection?.edges.map((edge) => edge.node) ?? [],
    loading: loading && !connection,
    error: connection ? undefined : error,
    hasMore: hasMore && !loadMoreFailed,
    loadMore,
    loadingMore,
    loadMoreFailed,
    refetch,
  };
}
