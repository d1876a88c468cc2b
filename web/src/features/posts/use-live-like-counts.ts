import { useSubscription } from '@apollo/client/react';
import { useMemo } from 'react';
import { PostLikeChangedDocument } from './api/post-like-changed';

/** The server accepts at most this many post ids per subscription. */
export const MAX_WATCHED_POSTS = 100;

/** Keeps the like counts of the given posts live (the cache entries update; the screens re-render). */
export function useLiveLikeCounts(postIds: readonly string[]) {
  const key = postIds.slice(0, MAX_WATCHED_POSTS).join(',');
  const watched = useMemo(() => (key ? key.split(',') : []), [key]);
  useSubscription(PostLikeChangedDocument, { variables: { postIds: watched }, skip: watched.length === 0 });
}
