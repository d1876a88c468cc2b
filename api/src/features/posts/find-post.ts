import { forbidden, notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { visiblePostsCondition } from '../privacy/index.js';
import { isUuid } from '../../kernel/ids.js';
import { Post } from './post.entity.js';
import { mayChangePost } from './post-permissions.js';

export const postNotFound = () => notFound('Post not found.');

/** The post if it exists and the viewer may see it; null otherwise (hidden and missing look the same). */
export async function findVisiblePost(scope: RequestScope, id: string): Promise<Post | null> {
  if (!isUuid(id)) return null;
  return scope.em.findOne(Post, { $and: [{ id }, visiblePostsCondition(scope)] }, { populate: ['author'] });
}

export async function getVisiblePost(scope: RequestScope, id: string): Promise<Post> {
  const post = await findVisiblePost(scope, id);
  if (!post) throw postNotFound();
  return post;
}

/** A post the signed-in viewer wrote: NOT_FOUND when invisible, FORBIDDEN when someone else's. */
export async function getOwnPost(scope: RequestScope, id: string, action: string): Promise<Post> {
  const viewer = requireMember(scope);
  const post = await getVisiblePost(scope, id);
  if (!mayChangePost(viewer.id, post.author.id)) throw forbidden(`Only the author can ${action} this post.`);
  return post;
}
