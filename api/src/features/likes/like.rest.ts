import type { Router } from 'express';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import { toggleLike } from './toggle-like.js';

export function mountLikeRoutes(router: Router, services: AppServices): void {
  router.post(
    '/like-posts/:postId/like_post',
    rest(services, async (scope, req) => {
      const { post, isLiked, likeCount } = await toggleLike(scope, String(req.params.postId));
      return { _id: post.id, is_liked: isLiked, like_count: likeCount };
    }),
  );
}
