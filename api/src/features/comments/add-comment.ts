import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { notify } from '../notifications/index.js';
import { getVisiblePost } from '../posts/index.js';
import { recordPostChange } from '../posts/index.js';
import { checkAchievementsLater } from '../achievements/index.js';
import { isUuid } from '../../kernel/ids.js';
import { requireMember } from '../../kernel/guards.js';
import { isBlockedBetween } from '../privacy/index.js';
import { validateCommentBody } from './comment-body.js';
import { Comment } from './comment.entity.js';

export const COMMENT_RATE = { limit: 30, windowMs: 60_000 };

/**
 * Comments on a post the viewer may see, optionally replying to a comment of the same post. The post's
 * author hears 'commented'; the answered comment's author hears 'reply' instead (nobody hears of themselves).
 * `notOnPost` decides what a `repliedToId` that is no comment of this post means: an error (GraphQL), or a
 * plain comment (REST, whose original client sends the post author's username there). A comment of a member a
 * block stands between with the viewer counts as no comment of this post.
 */
export async function addComment(
  scope: RequestScope,
  input: { postId: string; body: unknown; repliedToId?: string | null; notOnPost?: 'refuse' | 'top-level' },
): Promise<Comment> {
  const viewer = requireMember(scope);
  const body = validateCommentBody(input.body);
  const post = await getVisiblePost(scope, input.postId);
  let repliedTo: Comment | null = null;
  if (input.repliedToId) {
    repliedTo = isUuid(input.repliedToId)
      ? await scope.em.findOne(Comment, { id: input.repliedToId, post: post.id })
      : null;
    // a comment of a member a block stands between with the viewer is hidden from them: it is not there to answer
    if (repliedTo && (await isBlockedBetween(scope.em, viewer.id, repliedTo.author.id))) repliedTo = null;
    if (!repliedTo && input.notOnPost !== 'top-level')
      throw badInput('The comment you reply to is not on this post.', [
        { field: 'repliedTo', message: 'No such comment on this post.' },
      ]);
  }
  await scope.services.rateLimiter.consume(
    `comment:${viewer.id}`,
    COMMENT_RATE,
    'You are commenting too fast. Please wait a moment.',
  );
  const comment = scope.em.create(Comment, { post, author: viewer, body, repliedTo });
  const replyTarget = repliedTo?.author.id;
  if (replyTarget && replyTarget !== viewer.id)
    notify(scope.em, {
      type: 'reply',
      recipientId: replyTarget,
      actorId: viewer.id,
      postId: post.id,
      commentId: comment.id,
    });
  if (replyTarget !== post.author.id)
    notify(scope.em, {
      type: 'commented',
      recipientId: post.author.id,
      actorId: viewer.id,
      postId: post.id,
      commentId: comment.id,
    });
  recordPostChange(scope.em, post, 'commentAdded', comment.id);
  await scope.em.flush();
  checkAchievementsLater(scope.services, [viewer.id]);
  return comment;
}
