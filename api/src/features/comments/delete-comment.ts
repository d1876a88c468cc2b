import { forbidden } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { recordCascadedNotificationsRemoved } from '../notifications/index.js';
import { recordPostChange } from '../posts/index.js';
import { checkAchievementsLater } from '../achievements/index.js';
import { requireMember } from '../../kernel/guards.js';
import { mayDeleteComment } from './comment-permissions.js';
import { getVisibleComment } from './find-comment.js';
import type { Post } from '../posts/post.entity.js';

/**
 * A comment's author, or the author of the post it is on, deletes it. Its notifications go with it
 * (foreign-key cascade); replies to it stay, no longer linked. Answers its id and the post it was on.
 */
export async function deleteComment(scope: RequestScope, id: string): Promise<{ id: string; post: Post }> {
  const viewer = requireMember(scope);
  const { comment, post } = await getVisibleComment(scope, id);
  if (!mayDeleteComment(viewer.id, comment.author.id, post.author.id))
    throw forbidden('Only the comment author or the post author can delete a comment.');
  const authorId = comment.author.id;
  await recordCascadedNotificationsRemoved(scope.em, { commentId: comment.id }); // they go with the comment
  scope.em.remove(comment);
  recordPostChange(scope.em, post, 'commentDeleted', id);
  await scope.em.flush();
  checkAchievementsLater(scope.services, [authorId]);
  return { id, post };
}
