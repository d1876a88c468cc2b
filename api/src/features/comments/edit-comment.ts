import { forbidden } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { validateCommentBody } from './comment-body.js';
import type { Comment } from './comment.entity.js';
import { getVisibleComment } from './find-comment.js';

/** Only a comment's author may change its text. */
export async function editComment(scope: RequestScope, id: string, body: unknown): Promise<Comment> {
  const viewer = requireMember(scope);
  const { comment } = await getVisibleComment(scope, id);
  if (comment.author.id !== viewer.id) throw forbidden('Only its author can edit a comment.');
  comment.body = validateCommentBody(body);
  await scope.em.flush();
  return comment;
}
