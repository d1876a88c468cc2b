import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestScope } from '../../app/request-scope.js';
import { notify, withdrawNotifications } from '../notifications/index.js';
import { getVisiblePost, postLoaders } from '../posts/index.js';
import { Audience, recordEvent } from '../../app/event-log.js';
import { POST_LIKE_CHANGED } from '../posts/index.js';
import { checkAchievementsLater } from '../achievements/index.js';
import type { Post } from '../posts/post.entity.js';
import { requireMember } from '../../kernel/guards.js';
import { Like } from './like.entity.js';

export interface LikeState {
  post: Post;
  isLiked: boolean;
  likeCount: number;
}

/**
 * Makes the viewer's like of a post they may see what is asked: `true` likes, `false` takes the like back,
 * `'toggle'` does the opposite of what is there. Only a change does anything: a like notifies the author
 * (never oneself), an unlike withdraws that notification, and viewers of the post hear the new count live.
 * Asking for the state that is already there changes nothing and fires nothing (a retried `likePost` stays
 * liked). Answers the state and count after it.
 */
export async function setLike(scope: RequestScope, postId: string, want: boolean | 'toggle'): Promise<LikeState> {
  const viewer = requireMember(scope);
  const post = await getVisiblePost(scope, postId);
  const em = scope.em;
  const existing = await em.findOne(Like, { post: post.id, user: viewer.id });
  const liked = want === 'toggle' ? !existing : want;
  if (existing && !liked) {
    em.remove(existing);
    await withdrawNotifications(em, { type: 'like', actorId: viewer.id, postId: post.id });
  } else if (!existing && liked) {
    em.create(Like, { post, user: viewer });
    notify(em, { type: 'like', recipientId: post.author.id, actorId: viewer.id, postId: post.id });
  }
  const changed = Boolean(existing) !== liked;
  if (changed) {
    recordEvent(em, { type: POST_LIKE_CHANGED, postId: post.id }, Audience.post(post.id));
    try {
      await em.flush();
    } catch (error) {
      // a double click raced us to the same like: the post is liked, which is what was asked
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      em.clear();
    }
  }
  // The numbers after the change, in one round trip, through the request's post loader: the answer's post
  // fields (likeCount, isLiked) read the same loaded numbers instead of asking again.
  const { likeCount, isLiked } = await postLoaders(scope, post).stats.load(post.id);
  // the liker's answer never waits for the author's badge check (it logs its own failures)
  if (changed) checkAchievementsLater(scope.services, [post.author.id]);
  return { post, isLiked, likeCount };
}
