import type { EntityManager } from '@mikro-orm/core';
import { Audience, recordEvent } from '../../app/event-log.js';

/** `{ type, postId, authorId }`: a post was published. */
export const POST_ADDED = 'post.added';
/** `{ type, postId }`: a post's like count changed. */
export const POST_LIKE_CHANGED = 'post.likeChanged';

/**
 * `{ type, postId, authorId, change, commentId? }`: a post changed in a way open screens show. `change` is
 * `edited` (text, image, or a moderation ban, warning or lifted ban), `deleted`, or `commentAdded`,
 * `commentEdited`, `commentDeleted` (with `commentId`). Delivery decides per viewer whether it is an update
 * of a post they see or the removal of one they no longer may see (live-post-views.ts).
 */
export const POST_CHANGED = 'post.changed';
export type PostChange = 'edited' | 'deleted' | 'commentAdded' | 'commentEdited' | 'commentDeleted';

/** Records a post change in the unit of work of `em` (before its flush), for everyone who may see the post. */
export function recordPostChange(
  em: EntityManager,
  post: { id: string; author: { id: string } },
  change: PostChange,
  commentId?: string,
): void {
  recordEvent(
    em,
    { type: POST_CHANGED, postId: post.id, authorId: post.author.id, change, ...(commentId ? { commentId } : {}) },
    Audience.post(post.id),
  );
}
