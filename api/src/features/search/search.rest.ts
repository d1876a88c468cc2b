import express, { type Router } from 'express';
import { badInput } from '../../app/errors.js';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import { restPosts } from '../posts/post-rest-shape.js';
import { restMember } from '../profiles/member-rest-shape.js';
import { search } from './search.service.js';

const REST_RESULTS = 20;

export function searchRoutes(services: AppServices): Router {
  const router = express.Router();
  // The original client puts the whole answer in the results page's URL: members in their nested form, posts
  // without likers and with comment stubs (it reads only how many), a few hundred bytes per hit.
  router.get(
    '/search/',
    rest(services, async (scope, req) => {
      const text = req.query.title ?? req.query.q;
      // A 200 would make the original client go back a page; it expects this 400 and stays where it is.
      if (typeof text !== 'string' || !text.trim()) throw badInput('Search query is missing');
      const { users, posts } = await search(scope, { text, first: REST_RESULTS });
      return {
        users: users.map((user) => restMember(scope, user)),
        posts: await restPosts(scope, posts, { form: 'feed', likers: false, comments: 'ids' }),
      };
    }),
  );
  return router;
}
