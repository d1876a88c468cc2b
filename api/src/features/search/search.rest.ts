import express, { type Router } from 'express';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import { restPosts } from '../posts/post-rest-shape.js';
import { search } from './search.service.js';

const REST_RESULTS = 20;

export function searchRoutes(services: AppServices): Router {
  const router = express.Router();
  router.get(
    '/search/',
    rest(services, async (scope, req) => {
      const { users, posts } = await search(scope, { text: req.query.title ?? req.query.q ?? '', first: REST_RESULTS });
      return {
        users: users.map((user) => ({
          id: user.id,
          user: { id: user.id, username: user.username },
          fullname: user.fullName,
          country: user.country,
          user_photo: user.photoPath,
          is_private: user.isPrivate,
        })),
        posts: await restPosts(scope, posts),
      };
    }),
  );
  return router;
}
