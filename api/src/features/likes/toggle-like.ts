import type { RequestScope } from '../../app/request-scope.js';
import { setLike, type LikeState } from './set-like.js';

export type LikeToggled = LikeState;

/**
 * Likes a post the viewer may see, or takes the like back: the REST door's `like_post` (a retry undoes it; GraphQL
 * has only the idempotent `likePost` / `unlikePost`).
 */
export function toggleLike(scope: RequestScope, postId: string): Promise<LikeToggled> {
  return setLike(scope, postId, 'toggle');
}
