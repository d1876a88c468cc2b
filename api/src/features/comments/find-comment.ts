import { notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { findVisiblePost } from '../posts/index.js';
import { isUuid } from '../../kernel/ids.js';
import type { Post } from '../posts/post.entity.js';
import { Comment } from './comment.entity.js';

export const commentNotFound = () => notFound('Comment not found.');

/** A comment on a post the viewer may see, with that post; null when there is none or the viewer may not see it. */
async function findCommentWithPost(scope: RequestScope, id: string): Promise<{ comment: Comment; post: Post } | null> {
  const comment = isUuid(id) ? await scope.em.findOne(Comment, { id }) : null;
  const post = comment ? await findVisiblePost(scope, comment.post.id) : null;
  return comment && post ? { comment, post } : null;
}

/** A comment on a post the viewer may see (NOT_FOUND otherwise), with that post. */
export async function getVisibleComment(scope: RequestScope, id: string): Promise<{ comment: Comment; post: Post }> {
  const found = await findCommentWithPost(scope, id);
  if (!found) throw commentNotFound();
  return found;
}

/** A comment whose post the viewer may see, or null: the rule of the comments themselves (`node(id:)` reads it). */
export async function findVisibleComment(scope: RequestScope, id: string): Promise<Comment | null> {
  return (await findCommentWithPost(scope, id))?.comment ?? null;
}
