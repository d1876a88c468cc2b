import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { WATCHED_POSTS_MAX } from '@culturalink/common/limits';
import { PostChangedDocument } from './api/post-changed';
import { PostLikeChangedDocument } from './api/post-like-changed';
import { applyPostChange } from './apply-post-change';

/**
 * Keeps the given posts live (at most WATCHED_POSTS_MAX, the first ones): like counts through `postLikeChanged`;
 * edits, removals and comments through `postChanged` (see applyPostChange). One pair of subscriptions per screen;
 * `onRemoved` tells the screen a post was deleted or banned.
 */
export function useLivePosts(postIds: readonly string[], onRemoved?: (postId: string) => void) {
  const client = useApolloClient();
  const key = postIds.slice(0, WATCHED_POSTS_MAX).join(',');
  const watched = useMemo(() => (key ? key.split(',') : []), [key]);
  const removed = useRef(onRemoved);
  useEffect(() => {
    removed.current = onRemoved;
  });
  const skip = watched.length === 0;
  useSubscription(PostLikeChangedDocument, { variables: { postIds: watched }, skip });
  useSubscription(PostChangedDocument, {
    variables: { postIds: watched },
    skip,
    onData: ({ data: event }) => {
      const change = event.data?.postChanged;
      if (!change) return;
      applyPostChange(client, change);
      if (change.kind === 'REMOVED') removed.current?.(change.postId);
    },
  });
}
