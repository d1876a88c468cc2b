import { notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { findVisiblePost } from '../posts/index.js';
import { isUuid } from '../../kernel/ids.js';
import type { Post } from '../posts/post.entity.js';
import { Comment } from './comment.entity.js';

export const commentNotFound = () => notFound('Comment not found.');

/** A comment on a post the viewer may see (NOT_FOUND otherwise), with that post. */
export async function getVisibleComment(scope: RequestScope, id: string): Promise<{ comment: Comment; post: Post }> {
  const comment = isUuid(id) ? await scope.em.findOne(Comment, { id }) : null;
  const post = comment ? await findVisiblePost(scope, comment.post.id) : null;
  if (!comment || !post) throw commentNotFound();
  return { comment, post };
}
