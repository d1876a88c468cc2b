import type { Router } from 'express';
import { badInput } from '../../app/errors.js';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import { restComments } from '../posts/post-rest-shape.js';
import { addComment } from './add-comment.js';
import { deleteComment } from './delete-comment.js';
import { editComment } from './edit-comment.js';

const bodyOf = (req: { body?: unknown }) => (req.body ?? {}) as Record<string, unknown>;

/** The original client sends replied_to as an id, or empty / null / '0' for none. */
function repliedTo(value: unknown): string | null {
  if (value === undefined || value === null || value === '' || value === '0' || value === 0 || value === 'null')
    return null;
  return String(value);
}

export function mountCommentRoutes(router: Router, services: AppServices): void {
  router.post(
    '/commenting',
    rest(services, async (scope, req, res) => {
      const body = bodyOf(req);
      if (typeof body.post_id !== 'string' || !body.post_id) throw badInput('post_id is required.');
      const comment = await addComment(scope, {
        postId: body.post_id,
        body: body.body,
        repliedToId: repliedTo(body.replied_to),
      });
      res.status(201);
      return (await restComments(scope, [comment]))[0];
    }),
  );

  router.put(
    '/comments/:id',
    rest(services, async (scope, req) => {
      const comment = await editComment(scope, String(req.params.id), bodyOf(req).body);
      return (await restComments(scope, [comment]))[0];
    }),
  );

  router.delete(
    '/delete/:id/comment',
    rest(services, async (scope, req) => ({ _id: await deleteComment(scope, String(req.params.id)), deleted: true })),
  );
}
