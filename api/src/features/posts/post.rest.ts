import type { Router } from 'express';
import { AppError, badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import type { AppServices } from '../../app/services.js';
import { requireMember } from '../../kernel/guards.js';
import { isUuid } from '../../kernel/ids.js';
import { MAX_PAGE_SIZE } from '../../kernel/paging.js';
import { rest } from '../../rest/handler.js';
import { numberedPage, pageNumberParam, pageSizeParam } from '../../rest/page-params.js';
import { readForm } from '../../rest/read-form.js';
import { listFollowers } from '../follows/index.js';
import { restFollowNotification } from '../notifications/notification-rest-shape.js';
import { markNotificationRead } from '../notifications/index.js';
import { REST_FOLLOWERS_LISTED } from '../profiles/member-rest-shape.js';
import { createPost } from './create-post.js';
import { deletePost } from './delete-post.js';
import { findVisiblePost } from './find-post.js';
import { listPostsPage } from './list-posts.js';
import { REST_POST_DETAILS, restPosts } from './post-rest-shape.js';
import { updatePost } from './update-post.js';

/** The original paginator's default for the feed (its client asks for 5). */
const FEED_PAGE_SIZE = 3;
/** Profile lists were not paged in the original: the newest this many, oldest first (`page=2` for older ones). */
const PROFILE_POSTS_LISTED = MAX_PAGE_SIZE;

const stringParam = (value: unknown) => (typeof value === 'string' ? value : '');

/** A member's newest posts in the profile form, oldest first (the profile screens reverse them). */
async function profilePosts(scope: RequestScope, authorId: string, page: number) {
  const { posts } = await listPostsPage(scope, { authorId, page, pageSize: PROFILE_POSTS_LISTED }, REST_POST_DETAILS);
  return restPosts(scope, posts.reverse(), { form: 'profile' });
}

/** The original product's post endpoints, over the same services as GraphQL. */
export function mountPostRoutes(router: Router, services: AppServices): void {
  router.post(
    '/posting',
    rest(services, async (scope, req, res) => {
      requireMember(scope);
      const { fields, image } = await readForm(req);
      const post = await createPost(scope, {
        title: fields.text('title'),
        category: fields.text('category'),
        country: fields.text('country'),
        content: fields.text('body') ?? fields.text('content'),
        itineraryId: fields.text('itinerary_id'),
        imageAlt: fields.text('image_alt'),
        image,
      });
      res.status(201);
      return (await restPosts(scope, [post], { form: 'feed' }))[0];
    }),
  );

  router.put(
    '/posting/:postId',
    rest(services, async (scope, req) => {
      requireMember(scope);
      const { fields, image } = await readForm(req);
      const post = await updatePost(scope, String(req.params.postId), {
        title: fields.text('title'),
        content: fields.text('body') ?? fields.text('content'),
        imageAlt: fields.text('image_alt'),
        image,
      });
      return (await restPosts(scope, [post], { form: 'feed' }))[0];
    }),
  );

  router.post(
    '/delete-post',
    rest(services, async (scope, req) => {
      const postId = stringParam((req.body as Record<string, unknown>).post_id);
      if (!postId) throw badInput('post_id is required.');
      return { _id: await deletePost(scope, postId), deleted: true };
    }),
  );

  // Oldest first, as the original stored them: its client shows the pages reversed and stops at the 404.
  router.get(
    '/posts-list',
    rest(services, async (scope, req) => {
      const page = pageNumberParam(req);
      const pageSize = pageSizeParam(req, { fallback: FEED_PAGE_SIZE, max: MAX_PAGE_SIZE });
      const { posts, hasNext } = await listPostsPage(scope, { page, pageSize, order: 'oldest' }, REST_POST_DETAILS);
      return numberedPage(scope, req, { page, hasNext, results: await restPosts(scope, posts, { form: 'feed' }) });
    }),
  );

  // The member's posts and current followers (the original listed them as follow notifications).
  router.get(
    '/profile-posts',
    rest(services, async (scope, req) => {
      const viewer = requireMember(scope);
      const [posts, followers] = await Promise.all([
        profilePosts(scope, viewer.id, pageNumberParam(req)),
        listFollowers(scope, { userId: viewer.id, first: REST_FOLLOWERS_LISTED }),
      ]);
      return {
        followers: followers.nodes.map((follow) =>
          restFollowNotification(scope, {
            id: follow.id,
            follower: follow.follower,
            createdAt: follow.createdAt,
            isRead: true,
          }),
        ),
        posts,
      };
    }),
  );

  // A bare list, as the original answered (its client calls reverse() on it).
  router.get(
    '/public-profile-posts',
    rest(services, async (scope, req) => {
      const userId = stringParam(req.query.user_id);
      if (!userId) throw badInput('user_id is required.');
      return profilePosts(scope, userId, pageNumberParam(req));
    }),
  );

  // An array whose first item is the post; empty when it does not exist or may not be seen. `n` is the
  // notification that led here: the original marked it read.
  const viewPost = rest(services, async (scope, req) => {
    const notificationId = stringParam(req.params.n);
    if (scope.viewer && isUuid(notificationId)) {
      await markNotificationRead(scope, notificationId).catch((error: unknown) => {
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
      });
    }
    const post = await findVisiblePost(scope, String(req.params.postId));
    return post ? await restPosts(scope, [post], { form: 'feed' }) : [];
  });
  router.get('/liked-post-view/:postId', viewPost);
  router.get('/liked-post-view/:postId/:n', viewPost);
}
