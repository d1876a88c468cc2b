import { forbidden } from '../../app/errors.js';
import { mayEditComment } from './comment-permissions.js';
import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { validateCommentBody } from './comment-body.js';
import type { Comment } from './comment.entity.js';
import { getVisibleComment } from './find-comment.js';
import { recordPostChange } from '../posts/index.js';

/** Only a comment's author may change its text. */
export async function editComment(scope: RequestScope, id: string, body: unknown): Promise<Comment> {
  const viewer = requireMember(scope);
  const { comment, post } = await getVisibleComment(scope, id);
  if (!mayEditComment(viewer.id, comment.author.id)) throw forbidden('Only its author can edit a comment.');
  comment.body = validateCommentBody(body);
  recordPostChange(scope.em, post, 'commentEdited', comment.id);
  await scope.em.flush();
  return comment;
}
