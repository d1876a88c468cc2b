import { useSubscription } from '@apollo/client/react';
import { useMemo } from 'react';
import { WATCHED_POSTS_MAX } from '@culturalink/common/limits';
import { PostLikeChangedDocument } from './api/post-like-changed';

/** Keeps the like counts of the given posts live (the cache entries update; the screens re-render). */
export function useLiveLikeCounts(postIds: readonly string[]) {
  const key = postIds.slice(0, WATCHED_POSTS_MAX).join(',');
  const watched = useMemo(() => (key ? key.split(',') : []), [key]);
  useSubscription(PostLikeChangedDocument, { variables: { postIds: watched }, skip: watched.length === 0 });
}
