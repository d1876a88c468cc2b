import type { Request, Router } from 'express';
import { badInput } from '../../app/errors.js';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import { requireMember } from '../../kernel/guards.js';
import { createPost } from './create-post.js';
import { deletePost } from './delete-post.js';
import { findVisiblePost } from './find-post.js';
import { listPostsPage } from './list-posts.js';
import { REST_POST_DETAILS, restPosts } from './post-rest-shape.js';
import { readPostForm } from './read-post-form.js';
import { updatePost } from './update-post.js';

const PROFILE_PAGE_SIZE = 50;

function intParam(req: Request, name: string, fallback: number): number {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(value)) throw badInput(`${name} must be a whole number.`);
  return value;
}

const stringParam = (value: unknown) => (typeof value === 'string' ? value : '');

/** The original product's post endpoints, over the same services as GraphQL. */
export function mountPostRoutes(router: Router, services: AppServices): void {
  router.post(
    '/posting',
    rest(services, async (scope, req, res) => {
      requireMember(scope);
      const { fields, image } = await readPostForm(req);
      const post = await createPost(scope, {
        ...fields,
        content: fields.body ?? fields.content,
        itineraryId: fields.itinerary_id,
        image,
      });
      const [shape] = await restPosts(scope, [post]);
      res.status(201);
      return { _id: post.id, itinerary: post.itineraryId ?? '0', post: shape };
    }),
  );

  router.put(
    '/posting/:postId',
    rest(services, async (scope, req) => {
      requireMember(scope);
      const { fields, image } = await readPostForm(req);
      const post = await updatePost(scope, String(req.params.postId), {
        title: fields.title,
        content: fields.body ?? fields.content,
        image,
      });
      return (await restPosts(scope, [post]))[0];
    }),
  );

  router.post(
    '/delete-post',
    rest(services, async (scope, req) => {
      const postId = stringParam((req.body as Record<string, unknown> | undefined)?.post_id);
      if (!postId) throw badInput('post_id is required.');
      return { _id: await deletePost(scope, postId), deleted: true };
    }),
  );

  router.get(
    '/posts-list',
    rest(services, async (scope, req) => {
      const posts = await listPostsPage(
        scope,
        { page: intParam(req, 'page', 1), pageSize: intParam(req, 'page_size', 5) },
        REST_POST_DETAILS,
      );
      return { results: await restPosts(scope, posts) };
    }),
  );

  router.get(
    '/profile-posts',
    rest(services, async (scope, req) => {
      const viewer = requireMember(scope);
      const posts = await listPostsPage(
        scope,
        {
          authorId: viewer.id,
          page: intParam(req, 'page', 1),
          pageSize: intParam(req, 'page_size', PROFILE_PAGE_SIZE),
        },
        REST_POST_DETAILS,
      );
      return { posts: await restPosts(scope, posts) };
    }),
  );

  router.get(
    '/public-profile-posts',
    rest(services, async (scope, req) => {
      const userId = stringParam(req.query.user_id);
      if (!userId) throw badInput('user_id is required.');
      const posts = await listPostsPage(
        scope,
        { authorId: userId, page: intParam(req, 'page', 1), pageSize: intParam(req, 'page_size', PROFILE_PAGE_SIZE) },
        REST_POST_DETAILS,
      );
      return { posts: await restPosts(scope, posts) };
    }),
  );

  // An array whose first item is the post; empty when it does not exist or may not be seen. `n` (the
  // notification that led here) is accepted and ignored.
  const viewPost = rest(services, async (scope, req) => {
    const post = await findVisiblePost(scope, String(req.params.postId));
    return post ? await restPosts(scope, [post]) : [];
  });
  router.get('/liked-post-view/:postId', viewPost);
  router.get('/liked-post-view/:postId/:n', viewPost);
}
