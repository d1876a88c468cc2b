import type { Router } from 'express';
import { badInput } from '../../app/errors.js';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import { addComment } from './add-comment.js';
import { restComments } from './comment-rest-shape.js';
import { deleteComment } from './delete-comment.js';
import { editComment } from './edit-comment.js';

const bodyOf = (req: { body: Record<string, unknown> }) => req.body;

export function mountCommentRoutes(router: Router, services: AppServices): void {
  // `replied_to` is whom the original addressed the comment to (its client sends the post author's username):
  // a reply only when it names a comment of this post, a plain comment otherwise. The recipients are decided
  // by the service, never taken from this text.
  router.post(
    '/commenting',
    rest(services, async (scope, req, res) => {
      const body = bodyOf(req);
      if (typeof body.post_id !== 'string' || !body.post_id) throw badInput('post_id is required.');
      const comment = await addComment(scope, {
        postId: body.post_id,
        body: body.body,
        repliedToId: typeof body.replied_to === 'string' ? body.replied_to : null,
        notOnPost: 'top-level',
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
    rest(services, async (scope, req) => ({
      _id: (await deleteComment(scope, String(req.params.id))).id,
      deleted: true,
    })),
  );
}
