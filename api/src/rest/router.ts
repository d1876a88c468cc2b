import express, { type Router } from 'express';
import type { AppServices } from '../app/services.js';
import { mountCommentRoutes } from '../features/comments/comment.rest.js';
import { mountLikeRoutes } from '../features/likes/like.rest.js';
import { mountPostRoutes } from '../features/posts/post.rest.js';
import { registerAccountRoutes } from '../features/accounts/accounts.rest.js';

/** The REST compatibility API under /api: each feature mounts the original product's paths here. */
export function createRestRouter(services: AppServices): Router {
  const router = express.Router();
  registerAccountRoutes(router, services);
  mountPostRoutes(router, services);
  mountLikeRoutes(router, services);
  mountCommentRoutes(router, services);
  return router;
}
