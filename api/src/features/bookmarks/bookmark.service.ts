import { raw, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { isUuid } from '../../kernel/ids.js';
import { decodeCursor, encodeCursor, pageSize } from '../../kernel/paging.js';
import { User } from '../accounts/user.entity.js';
import { findVisiblePost, getVisiblePost, postNotFound } from '../posts/index.js';
import type { Post } from '../posts/post.entity.js';
import { visiblePostsSql } from '../privacy/index.js';
import { Bookmark } from './bookmark.entity.js';

/** Saves and unsaves together, per member and minute. */
const CHANGES_PER_MINUTE = 120;

async function consumeChange(scope: RequestScope, memberId: string): Promise<void> {
  await scope.services.rateLimiter.consume(`bookmark:${memberId}`, { limit: CHANGES_PER_MINUTE, windowMs: 60_000 });
}

/** The viewer saves a post they may see (NOT_FOUND otherwise, as for a missing one). Saving it again changes nothing. */
export async function bookmarkPost(scope: RequestScope, postId: string): Promise<Post> {
  const viewer = requireMember(scope);
  await consumeChange(scope, viewer.id);
  const post = await getVisiblePost(scope, postId);
  const { em } = scope;
  if (await em.findOne(Bookmark, { member: viewer.id, post: post.id }, { fields: ['id'] })) return post;
  em.create(Bookmark, { member: em.getReference(User, viewer.id), post });
  try {
    await em.flush();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear(); // a concurrent save of the same post won: it is saved, which is what was asked
    return getVisiblePost(scope, postId);
  }
  return post;
}

/**
 * The viewer unsaves a post: idempotent, and allowed on a saved post they may no longer see (it is no longer
 * listed, and this takes it off for good). Answers the post when they may still see it, else null.
 */
export async function unbookmarkPost(scope: RequestScope, postId: string): Promise<Post | null> {
  const viewer = requireMember(scope);
  if (!isUuid(postId)) throw postNotFound();
  await consumeChange(scope, viewer.id);
  await scope.em.nativeDelete(Bookmark, { member: viewer.id, post: postId });
  return findVisiblePost(scope, postId);
}

/** A bookmark whose post the viewer may see now (the privacy rule over the saved post's row). */
function postShown(scope: RequestScope): FilterQuery<Bookmark> {
  const rule = visiblePostsSql(scope, 'bp');
  const sql = (alias: string) => `exists (select 1 from post bp where bp.id = ${alias}.post_id and ${rule.sql})`;
  return { [raw(sql, rule.params)]: [] } as FilterQuery<Bookmark>;
}

/**
 * The posts the viewer saved and may still see, the latest saved first: a page of edges whose cursors are the
 * bookmarks' own (when they were saved), with one more row read than asked to tell whether more follow.
 */
export async function listBookmarks(scope: RequestScope, input: { first?: number | null; after?: string | null }) {
  const viewer = requireMember(scope);
  const limit = pageSize(input.first);
  const cursor = decodeCursor(input.after);
  const after = cursor
    ? { $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }] }
    : {};
  const rows = await scope.em.find(
    Bookmark,
    { $and: [{ member: viewer.id }, postShown(scope), after] } as FilterQuery<Bookmark>,
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: limit + 1, populate: ['post', 'post.author'] },
  );
  const edges = rows.slice(0, limit).map((row) => ({ cursor: encodeCursor(row), node: row.post }));
  return { edges, hasNextPage: rows.length > limit };
}

/** For each post id: whether the viewer saved it (false for guests). One query per batch. */
export async function bookmarkedStatesOf(scope: RequestScope, postIds: readonly string[]): Promise<boolean[]> {
  const viewer = scope.viewer;
  if (!viewer || postIds.length === 0) return postIds.map(() => false);
  const rows = await scope.em.find(Bookmark, { member: viewer.id, post: { $in: [...postIds] } }, { fields: ['post'] });
  const saved = new Set(rows.map((row) => row.post.id));
  return postIds.map((id) => saved.has(id));
}
