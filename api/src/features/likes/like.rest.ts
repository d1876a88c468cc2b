import type { Router } from 'express';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import { toggleLike } from './toggle-like.js';

export function mountLikeRoutes(router: Router, services: AppServices): void {
  // The original client sends a JSON `null` body or none: the body is not read.
  router.post(
    '/like-posts/:postId/like_post',
    rest(services, async (scope, req) => {
      const { post, isLiked, likeCount } = await toggleLike(scope, String(req.params.postId));
      return {
        message: isLiked ? 'post liked' : 'post unliked',
        _id: post.id,
        is_liked: isLiked,
        like_count: likeCount,
      };
    }),
  );
}
