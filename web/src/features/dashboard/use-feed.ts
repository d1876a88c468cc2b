import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import type { PostCardFieldsFragment } from '../../gql/graphql';
import { useFallbackPollInterval } from '../notifications';
import { useLivePosts } from '../posts';
import { FeedDocument } from './api/feed';
import { PostAddedDocument } from './api/post-added';
import { addPendingPost, appendFeedPage, prependFeedPosts } from './feed-connection';
import { feedVariables as variables, firstFeedFetchPolicy } from './feed-query';

/**
 * The dashboard feed kept in the Apollo cache (so likes, edits and deletions show everywhere): pages merged without
 * duplicates, own new posts on top at once, followed members' live posts held behind the "New posts" pill
 * (PostList keeps the posts shown live: likes, edits, removals, comments; a held post removed before it is shown
 * leaves the pill). While the WebSocket is down the first page is polled every 6 s (the paging rule replaces the
 * head of the list, so edits and removals show). When the page itself started the feed query (a direct visit to
 * /dashboard), the first render reads that answer, in flight or cached, instead of asking again.
 */
export function useFeed(viewerId: string | null | undefined) {
  const client = useApolloClient();
  const [fetchPolicy] = useState(() => firstFeedFetchPolicy());
  const { data, loading, error, fetchMore, refetch } = useQuery(FeedDocument, {
    variables,
    fetchPolicy,
    nextFetchPolicy: 'cache-first',
    pollInterval: useFallbackPollInterval(),
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [pageFailed, setPageFailed] = useState(false);
  const [pending, setPending] = useState<PostCardFieldsFragment[]>([]);

  const feed = data?.feed;
  const posts = useMemo(() => feed?.edges.map((edge) => edge.node) ?? [], [feed]);
  const shownIds = useMemo(() => new Set(posts.map((post) => post.id)), [posts]);

  const prepend = useCallback(
    (newer: PostCardFieldsFragment[]) => {
      client.cache.updateQuery({ query: FeedDocument, variables }, (current) =>
        current ? { ...current, feed: prependFeedPosts(current.feed, newer) } : current,
      );
    },
    [client],
  );

  useSubscription(PostAddedDocument, {
    skip: !viewerId,
    onData: ({ data: event }) => {
      const post = event.data?.postAdded;
      if (!post) return;
      if (post.author.id === viewerId) prepend([post]);
      else setPending((list) => addPendingPost(list, post, shownIds));
    },
  });

  // a post held behind the pill that is deleted or banned (or its author deactivated) before it is shown leaves it
  const pendingIds = useMemo(() => pending.map((post) => post.id), [pending]);
  useLivePosts(pendingIds, (postId) => setPending((list) => list.filter((post) => post.id !== postId)));

  const loadMore = useCallback(async () => {
    if (!feed?.pageInfo.hasNextPage || loadingMore || pageFailed) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: feed.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          feed: appendFeedPage(previous.feed, fetchMoreResult.feed),
        }),
      });
    } catch {
      setPageFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [feed, fetchMore, loadingMore, pageFailed]);

  const showPending = useCallback(() => {
    prepend(pending);
    setPending([]);
  }, [pending, prepend]);

  return {
    posts,
    loading: loading && !feed,
    error: feed ? undefined : error,
    loadingMore,
    hasMore: Boolean(feed?.pageInfo.hasNextPage) && !pageFailed,
    pageFailed,
    loadMore,
    pending: pending.filter((post) => !shownIds.has(post.id)),
    showPending,
    prepend,
    retry: () => void refetch(),
  };
}
