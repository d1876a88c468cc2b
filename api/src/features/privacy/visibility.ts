import type { EntityManager } from '@mikro-orm/postgresql';
import { raw, type FilterQuery } from '@mikro-orm/core';
import { hasAdminRights, type Asker } from '../../kernel/guards.js';
import type { User } from '../accounts/user.entity.js';
import { Follow } from '../follows/follow.entity.js';
import type { Post } from '../posts/post.entity.js';

/**
 * SQL boolean: a block stands between the member whose id is the `?` pair's value (the viewer; pass it twice,
 * or null twice for a guest, who is never blocked) and the member of expression `memberId`, either way. Both
 * directions are index probes (`member_block_pair_unique`, `member_block_blocked_blocker_idx`).
 */
export const blockedPairSql = (memberId: string) =>
  `exists (select 1 from member_block vb where (vb.blocker_id = ?::uuid and vb.blocked_id = ${memberId}) or (vb.blocked_id = ?::uuid and vb.blocker_id = ${memberId}))`;

/** The parameters of `blockedPairSql` (and `memberShownSql`) for this asker. */
export const blockedPairParams = (asker: Asker): [string | null, string | null] => [
  asker.viewer?.id ?? null,
  asker.viewer?.id ?? null,
];

/**
 * SQL boolean over a member shown in a list (a liker, a commenter, a member found by search, a follower):
 * false when a block stands between them and the viewer, either way. Parameters: `blockedPairParams`.
 */
export const memberShownSql = (memberId: string) => `not ${blockedPairSql(memberId)}`;

/** Whether a block stands between members `a` and `b`, either way. */
export async function isBlockedBetween(em: EntityManager, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const rows = await em.execute<{ one: number }[]>(`select 1 as one where ${blockedPairSql('?::uuid')}`, [a, b, a, b]);
  return rows.length > 0;
}

/**
 * The one privacy rule of CulturaLink, enforced by the server: a member's posts (and what hangs off
 * them: comments, likers, live events) are seen by the author, administrators, anyone when the author
 * is public, and accepted followers when the author is private. Banned posts, and posts of deactivated
 * members, are seen only by their author and administrators. A block, either way, hides the two members
 * from each other (features/blocks). Administrator rights need the ADMIN
 * scope (kernel/guards.ts `hasAdminRights`): an administrator's token without it sees what a member sees.
 */
export async function canSeePostsOf(em: EntityManager, asker: Asker, author: User): Promise<boolean> {
  const decision = postVisibility(asker, { isBanned: false, author });
  if (decision === 'hidden') return false;
  const viewer = asker.viewer;
  if (viewer && viewer.id !== author.id && !hasAdminRights(asker) && (await isBlockedBetween(em, viewer.id, author.id)))
    return false;
  if (decision !== 'followers') return true;
  const follow = await em.findOne(
    Follow,
    { follower: viewer!.id, followee: author.id, status: 'accepted' },
    { fields: ['id'] },
  );
  return follow !== null;
}

/** What a post's row says about who may see it (the facts `postVisibility` reads). */
export interface PostVisibilityFacts {
  isBanned: boolean;
  author: { id: string; isActive: boolean; isPrivate: boolean };
  /** The members a block stands between with the author, either way, when it was read with the post (live events). */
  blockedWith?: readonly string[];
}

/**
 * The rule decided from the post's own facts, without the database: `visible`, `hidden`, or `followers`
 * when it depends on whether the viewer is an accepted follower of the (private) author. Live delivery
 * decides once per event with it and asks the follow question only of the viewers it concerns.
 */
export function postVisibility(asker: Asker, post: PostVisibilityFacts): 'visible' | 'hidden' | 'followers' {
  const { viewer } = asker;
  if (hasAdminRights(asker) || viewer?.id === post.author.id) return 'visible';
  if (post.isBanned || !post.author.isActive) return 'hidden';
  if (viewer && post.blockedWith?.includes(viewer.id)) return 'hidden';
  if (!post.author.isPrivate) return 'visible';
  return viewer ? 'followers' : 'hidden';
}

/** Whether `viewer` may see this one post (the author must be loaded). */
export async function canSeePost(em: EntityManager, asker: Asker, post: Post): Promise<boolean> {
  if (post.isBanned && !(hasAdminRights(asker) || asker.viewer?.id === post.author.id)) return false;
  return canSeePostsOf(em, asker, post.author);
}

/** The columns of a row the privacy rule reads: who wrote it, and whether moderation hid it. */
export interface ContentColumns {
  /** SQL expression of the author's (owner's) member id, e.g. `p.author_id`. */
  authorId: string;
  /** SQL boolean expression: the row was hidden by moderation (omit for content that cannot be banned). */
  isBanned?: string;
  /** Alias of the author's `app_user` row when the query already joins it; otherwise it is probed by id. */
  authorAlias?: string;
}

/**
 * The privacy rule as a SQL boolean over any row that has an author (posts, itineraries), given by
 * its column expressions, with `?` placeholders (knex style, for `em.execute` / `raw`).
 */
export function visibleContentSql(asker: Asker, columns: ContentColumns): { sql: string; params: unknown[] } {
  if (hasAdminRights(asker)) return { sql: 'true', params: [] };
  const { authorId, isBanned, authorAlias } = columns;
  if (!authorAlias) {
    // Probing the author by primary key per row. A scalar subquery, not `exists`: the planner turns `exists` into a
    // semi-join and may then hash every member (one sequential scan of app_user) to check a page of ten posts.
    const joined = visibleContentSql(asker, { ...columns, authorAlias: 'va' });
    return {
      sql: `coalesce((select ${joined.sql} from app_user va where va.id = ${authorId}), false)`,
      params: joined.params,
    };
  }
  const shown = isBanned ? `not ${isBanned} and ${authorAlias}.is_active` : `${authorAlias}.is_active`;
  const { viewer } = asker;
  if (!viewer) return { sql: `(${shown} and not ${authorAlias}.is_private)`, params: [] };
  const viewerFollowsAuthor = `exists (select 1 from follow vf where vf.follower_id = ? and vf.followee_id = ${authorId} and vf.status = 'accepted')`;
  return {
    sql: `(${authorId} = ? or (${shown} and not ${blockedPairSql(authorId)} and (not ${authorAlias}.is_private or ${viewerFollowsAuthor})))`,
    params: [viewer.id, viewer.id, viewer.id, viewer.id],
  };
}

/**
 * The rule over a row of `post` aliased `postAlias`. Pass `authorAlias` when the query already joins
 * the author's `app_user` row: the rule then reads that row instead of looking it up again (the
 * feed's page statement does this).
 */
export function visiblePostsSql(
  asker: Asker,
  postAlias: string,
  authorAlias?: string,
): { sql: string; params: unknown[] } {
  return visibleContentSql(asker, {
    authorId: `${postAlias}.author_id`,
    isBanned: `${postAlias}.is_banned`,
    authorAlias,
  });
}

/**
 * The rule as a MikroORM filter for `em.find(Post, ...)` / query builders: combine it with `$and`,
 * e.g. `em.find(Post, { $and: [visiblePostsCondition(scope), { author: userId }] })`.
 * Builds a fresh raw fragment on every call, as MikroORM requires for raw keys.
 */
export function visiblePostsCondition(asker: Asker): FilterQuery<Post> {
  if (hasAdminRights(asker)) return {};
  return {
    [raw((alias: string) => visiblePostsSql(asker, alias).sql, visiblePostsSql(asker, 'x').params)]: [],
  } as FilterQuery<Post>;
}

/**
 * SQL boolean: the viewer (one `?`, their id) muted the member of expression `memberId`, and the mute has not
 * run out. Mutes narrow only the muter's feed and notifications (features/blocks); nothing else reads them.
 */
export const mutedByViewerSql = (memberId: string) =>
  `exists (select 1 from member_mute vm where vm.muter_id = ?::uuid and vm.muted_id = ${memberId} and (vm.until is null or vm.until > now()))`;
