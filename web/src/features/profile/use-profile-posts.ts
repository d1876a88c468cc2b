import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ProfilePostsDocument } from './api/profile-posts';

const PAGE_SIZE = 10;

/** A member's posts the viewer may see, newest first, a page at a time. */
export function useProfilePosts(userId: string | undefined) {
  const { data, loading, error, fetchMore, refetch } = useQuery(ProfilePostsDocument, {
    variables: { userId: userId ?? '', first: PAGE_SIZE },
    skip: !userId,
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const connection = data?.userPosts;

  const loadMore = async () => {
    if (!connection?.pageInfo.hasNextPage || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: connection.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const shown = new Set(previous.userPosts.edges.map((edge) => edge.node.id));
          const added = fetchMoreResult.userPosts.edges.filter((edge) => !shown.has(edge.node.id));
          return { userPosts: { ...fetchMoreResult.userPosts, edges: [...previous.userPosts.edges, ...added] } };
        },
      });
    } catch {
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    posts: connection?.edges.map((edge) => edge.node) ?? [],
    loading: loading && !connection,
    error: connection ? undefined : error,
    hasMore: Boolean(connection?.pageInfo.hasNextPage) && !loadMoreFailed,
    loadMore,
    loadingMore,
    loadMoreFailed,
    refetch,
  };
}
