import type { EntityManager } from '@mikro-orm/postgresql';
import { raw, type FilterQuery } from '@mikro-orm/core';
import type { User } from '../accounts/user.entity.js';
import { Follow } from '../follows/follow.entity.js';
import type { Post } from '../posts/post.entity.js';

/**
 * The one privacy rule of CulturaLink, enforced by the server: a member's posts (and what hangs off
 * them: comments, likers, live events) are seen by the author, administrators, anyone when the author
 * is public, and accepted followers when the author is private. Banned posts, and posts of deactivated
 * members, are seen only by their author and administrators.
 */
export async function canSeePostsOf(em: EntityManager, viewer: User | null, author: User): Promise<boolean> {
  if (viewer && (viewer.id === author.id || viewer.isAdmin)) return true;
  if (!author.isActive) return false;
  if (!author.isPrivate) return true;
  if (!viewer) return false;
  const follow = await em.findOne(
    Follow,
    { follower: viewer.id, followee: author.id, status: 'accepted' },
    { fields: ['id'] },
  );
  return follow !== null;
}

/** Whether `viewer` may see this one post (the author must be loaded). */
export async function canSeePost(em: EntityManager, viewer: User | null, post: Post): Promise<boolean> {
  if (post.isBanned && !(viewer && (viewer.isAdmin || viewer.id === post.author.id))) return false;
  return canSeePostsOf(em, viewer, post.author);
}

/**
 * The same rule as a SQL boolean over a row of `post` aliased `postAlias`, with `?` placeholders
 * (knex style, for `em.execute` / `raw`). Use it in hand-written queries (search, counts).
 * Pass `authorAlias` when the query already joins the author's `app_user` row: the rule then reads
 * that row instead of looking it up again (the feed's page statement does this).
 */
export function visiblePostsSql(
  viewer: User | null,
  postAlias: string,
  authorAlias?: string,
): { sql: string; params: unknown[] } {
  if (viewer?.isAdmin) return { sql: 'true', params: [] };
  if (!authorAlias) {
    // Probing the author by primary key per post: an uncorrelated form let the planner hash every member.
    const joined = visiblePostsSql(viewer, postAlias, 'va');
    return {
      sql: `exists (select 1 from app_user va where va.id = ${postAlias}.author_id and ${joined.sql})`,
      params: joined.params,
    };
  }
  const shown = `not ${postAlias}.is_banned and ${authorAlias}.is_active`;
  if (!viewer) return { sql: `(${shown} and not ${authorAlias}.is_private)`, params: [] };
  const viewerFollowsAuthor = `exists (select 1 from follow vf where vf.follower_id = ? and vf.followee_id = ${postAlias}.author_id and vf.status = 'accepted')`;
  return {
    sql: `(${postAlias}.author_id = ? or (${shown} and (not ${authorAlias}.is_private or ${viewerFollowsAuthor})))`,
    params: [viewer.id, viewer.id],
  };
}

/**
 * The rule as a MikroORM filter for `em.find(Post, ...)` / query builders: combine it with `$and`,
 * e.g. `em.find(Post, { $and: [visiblePostsCondition(viewer), { author: userId }] })`.
 * Builds a fresh raw fragment on every call, as MikroORM requires for raw keys.
 */
export function visiblePostsCondition(viewer: User | null): FilterQuery<Post> {
  if (viewer?.isAdmin) return {};
  return {
    [raw((alias: string) => visiblePostsSql(viewer, alias).sql, visiblePostsSql(viewer, 'x').params)]: [],
  } as FilterQuery<Post>;
}
