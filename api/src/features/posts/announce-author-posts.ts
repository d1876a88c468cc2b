import type { EntityManager } from '@mikro-orm/core';
import { recordPostChange } from './post-events.js';
import { Post } from './post.entity.js';

/**
 * Records a `post.changed` (`edited`) event for every post of `authorId`, in the unit of work of `em`: call it
 * when the author's activity changed (deactivated by an administrator), before the flush. Delivery decides per
 * viewer: those who could see a post and no longer may (its author is inactive) hear REMOVED, so the post
 * leaves their open screens (live-post-views.ts).
 */
export async function announceAuthorPostsChanged(em: EntityManager, authorId: string): Promise<number> {
  const posts = await em.find(Post, { author: authorId }, { fields: ['id', 'author'] });
  for (const post of posts) recordPostChange(em, post, 'edited');
  return posts.length;
}
