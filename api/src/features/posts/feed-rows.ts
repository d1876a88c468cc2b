import type { RequestScope } from '../../app/request-scope.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readLiveRows, readRows } from '../../db/prepared-query.js';
import { encodeCursor, type KeysetCursor } from '../../kernel/paging.js';
import type { User } from '../accounts/user.entity.js';
import { blockedPairParams, memberShownSql, mutedByViewerSql, visiblePostsSql } from '../privacy/index.js';
import type { PhotoView } from './post-photos.js';
import {
  dateReader,
  memberColumns,
  memberFromRow,
  memberJsonPairs,
  type DateReader,
  type MemberRow,
  type MemberView,
} from './member-rows.js';

/**
 * Feed pages read as plain rows instead of ORM entities, in one prepared statement per page: hydrating
 * and tracking 20 posts with their authors, and a round trip per related list, cost far more CPU than
 * the SQL (see "Performance" in docs/ARCHITECTURE.md). The views carry the entities' property names,
 * so GraphQL types and REST shapes read them alike.
 */

/** The numbers a post shows. */
export interface PostStats {
  likeCount: number;
  commentCount: number;
  isLiked: boolean;
}

/** A comment as a plain row with its author (same property names as the entity's). */
export interface CommentView {
  id: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
  post: { id: string };
  repliedTo: { id: string } | null;
  author: MemberView;
}

export type CommentRow = {
  id: string;
  body: string;
  created_at: string;
  updated_at: string;
  post_id: string;
  replied_to_id: string | null;
} & MemberRow;

const commentFromRow = (row: CommentRow, toDate: DateReader): CommentView => ({
  id: row.id,
  body: row.body,
  createdAt: toDate(row.created_at),
  updatedAt: toDate(row.updated_at),
  post: { id: row.post_id },
  repliedTo: row.replied_to_id ? { id: row.replied_to_id } : null,
  author: memberFromRow(row, toDate),
});

/**
 * A member who likes a post, with where their like stands among the post's likes (newest first): the cursor is the
 * like's time and id, read only when a connection asks for it.
 */
export class LikerEdge {
  readonly node: MemberView;
  readonly #likedAt: unknown;
  readonly #likeId: string;
  readonly #toDate: DateReader;

  constructor(row: LikerRow, toDate: DateReader) {
    this.node = memberFromRow(row, toDate);
    this.#likedAt = row.l_created_at;
    this.#likeId = row.l_id;
    this.#toDate = toDate;
  }

  get cursor(): string {
    return encodeCursor({ createdAt: this.#toDate(this.#likedAt), id: this.#likeId });
  }
}

/** A liker as a `recent_likers` column holds them: the member and their like's id and time. */
export type LikerRow = MemberRow & { l_id: string; l_created_at: string };

/** The first rows of a list read with a post (likers, comments): `limit` rows were asked for. */
export interface PrereadList<T> {
  /** How many rows were asked for: a page of `first` < `limit` items knows from them whether more follow. */
  limit: number;
  items: T[];
}

/** A post as read for a list, with its author. Text is raw: masking happens on display, as for entities. */
export class PostView {
  id!: string;
  title!: string;
  category!: string;
  country!: string;
  content!: string;
  imagePath!: string | null;
  imageThumbPath!: string | null;
  imageAlt!: string;
  itineraryId!: string | null;
  isBanned!: boolean;
  isWarned!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
  author!: MemberView;
  /** Read in the same statement as the post. */
  stats!: PostStats;
  /** The `limit` most recent likers, newest first, when the page asked for them. */
  recentLikers?: PrereadList<LikerEdge>;
  /** The first `limit` comments and replies, oldest first, when the page asked for them. */
  firstComments?: PrereadList<CommentView>;
  /** Its photos in their order, when the page asked for them. */
  photos?: PhotoView[];
  /** Live events: whether the viewer likes the post, asked only when a subscription selects `isLiked`. */
  isLikedLater?: () => Promise<boolean>;
  /** Live events: the members a block stands between with the author, either way (the privacy rule reads it). */
  blockedWith?: string[];
  /** Live events: the members who muted the author now (new posts stay out of their feed streams). */
  mutedBy?: string[];
}

interface PostRow extends MemberRow {
  id: string;
  title: string;
  category: string;
  country: string;
  content: string;
  image_path: string | null;
  image_thumb_path: string | null;
  image_alt: string;
  itinerary_id: string | null;
  is_banned: boolean;
  is_warned: boolean;
  created_at: string;
  updated_at: string;
  like_count: number;
  comment_count: number;
  is_liked: boolean;
  recent_likers?: LikerRow[];
  comments?: Omit<CommentRow, 'post_id'>[];
  blocked_with?: string[];
  muted_by?: string[];
  photos?: PhotoRow[];
}

/** A photo as a `photos` column holds it. */
export interface PhotoRow {
  id: string;
  position: number;
  path: string;
  thumb_path: string;
  alt: string;
}

/** The photos of a `photos` column. */
export const photosFromColumn = (column: PhotoRow[]): PhotoView[] =>
  column.map((row) => ({
    id: row.id,
    position: row.position,
    path: row.path,
    thumbPath: row.thumb_path,
    alt: row.alt,
  }));

/** The photos of post `alias` in their order, as a JSON array of `PhotoRow`s. */
export const photosColumn = (alias: string, as = 'photos') =>
  `(select coalesce(json_agg(json_build_object('id', ph.id, 'position', ph.position, 'path', ph.path,
                                               'thumb_path', ph.thumb_path, 'alt', ph.alt)
                             order by ph.position, ph.id), '[]'::json)
      from post_photo ph where ph.post_id = ${alias}.id) as ${as}`;

function postFromRow(row: PostRow, toDate: DateReader, limits: { likers?: number; comments?: number }): PostView {
  const view = new PostView();
  view.id = row.id;
  view.title = row.title;
  view.category = row.category;
  view.country = row.country;
  view.content = row.content;
  view.imagePath = row.image_path;
  view.imageThumbPath = row.image_thumb_path;
  view.imageAlt = row.image_alt;
  view.itineraryId = row.itinerary_id;
  view.isBanned = row.is_banned;
  view.isWarned = row.is_warned;
  view.createdAt = toDate(row.created_at);
  view.updatedAt = toDate(row.updated_at);
  view.author = memberFromRow(row, toDate);
  view.stats = { likeCount: row.like_count, commentCount: row.comment_count, isLiked: row.is_liked };
  if (row.recent_likers)
    view.recentLikers = { limit: limits.likers ?? 0, items: likersFromColumn(row.recent_likers, toDate) };
  if (row.photos) view.photos = photosFromColumn(row.photos);
  if (row.comments)
    view.firstComments = { limit: limits.comments ?? 0, items: commentsFromColumn(row.comments, row.id, toDate) };
  if (row.blocked_with) view.blockedWith = row.blocked_with;
  if (row.muted_by) view.mutedBy = row.muted_by;
  return view;
}

/** The likers of a `recent_likers` column. */
export const likersFromColumn = (column: LikerRow[], toDate: DateReader): LikerEdge[] =>
  column.map((liker) => new LikerEdge(liker, toDate));

/** The comments of a `comments` column of post `postId`. */
export const commentsFromColumn = (
  column: Omit<CommentRow, 'post_id'>[],
  postId: string,
  toDate: DateReader,
): CommentView[] => column.map((comment) => commentFromRow({ ...comment, post_id: postId }, toDate));

/** The numbers a post shows (`PostStats`) as `select` columns over a row of `post` aliased `alias`. */
export function postStatsColumns(viewer: User | null, alias: string): { sql: string; params: unknown[] } {
  return {
    sql: `(select count(*)::int from post_like sl where sl.post_id = ${alias}.id) as like_count,
          (select count(*)::int from comment sc where sc.post_id = ${alias}.id) as comment_count,
          ${viewer ? `exists (select 1 from post_like sv where sv.post_id = ${alias}.id and sv.user_id = ?)` : 'false'} as is_liked`,
    params: viewer ? [viewer.id] : [],
  };
}

/**
 * The most recent likers of post `alias`, newest first, as a JSON array of members with their like's id and time,
 * without the members a block stands between with the viewer. Parameters: the viewer's `blockedPairParams`,
 * the cursor's time and like id when `after` (only likes older than it), then the limit.
 */
export const recentLikersColumn = (alias: string, options: { after?: boolean; as?: string } = {}) =>
  `(select coalesce(json_agg(json_build_object(${memberJsonPairs('lu')}, 'l_id', rl.id, 'l_created_at', rl.created_at)
                             order by rl.created_at desc, rl.id desc), '[]'::json)
      from (select l.user_id, l.created_at, l.id from post_like l
             where l.post_id = ${alias}.id and ${memberShownSql('l.user_id')}${options.after ? ' and (l.created_at, l.id) < (?::timestamptz, ?::uuid)' : ''}
             order by l.created_at desc, l.id desc limit ?) rl
      join app_user lu on lu.id = rl.user_id) as ${options.as ?? 'recent_likers'}`;

/**
 * The first comments of post `alias`, oldest first, as a JSON array of comment rows, without those of members a block
 * stands between with the viewer. Parameters: the viewer's `blockedPairParams`, the cursor's time and comment id
 * when `after` (only comments newer than it), then the limit.
 */
export const commentsColumn = (alias: string, options: { after?: boolean; as?: string } = {}) =>
  `(select coalesce(json_agg(json_build_object('id', c.id, 'body', c.body, 'created_at', c.created_at, 'updated_at', c.updated_at,
                                               'replied_to_id', c.replied_to_id, ${memberJsonPairs('cu')})
                             order by c.created_at, c.id), '[]'::json)
      from (select * from comment fc
             where fc.post_id = ${alias}.id and ${memberShownSql('fc.author_id')}${options.after ? ' and (fc.created_at, fc.id) > (?::timestamptz, ?::uuid)' : ''}
             order by fc.created_at, fc.id limit ?) c
      join app_user cu on cu.id = c.author_id) as ${options.as ?? 'comments'}`;

export interface VisiblePostsQuery {
  /** Only this member's posts. */
  authorId?: string;
  after?: KeysetCursor | null;
  limit: number;
  offset?: number;
  /** Also read each post's most recent likers, up to this many. */
  likers?: number;
  /** Also read each post's first comments (oldest first), up to this many. */
  comments?: number;
  /** Also read each post's photos. */
  photos?: boolean;
  /** Newest first (the default) or oldest first (the original REST lists). */
  order?: 'newest' | 'oldest';
}

/**
 * Posts the viewer may see (the one rule of `visiblePostsSql`), newest (or oldest) first: optionally one
 * author's (otherwise the feed, without the members the viewer muted), after a keyset cursor, `limit` rows from `offset`, with their authors, numbers and, when
 * asked, likers and comments. One SQL statement.
 */
export async function readVisiblePosts(scope: RequestScope, input: VisiblePostsQuery): Promise<PostView[]> {
  const stats = postStatsColumns(scope.viewer, 'p');
  const columns = [`${memberColumns('a')}`, stats.sql];
  const params: unknown[] = [...stats.params];
  if (input.likers) {
    columns.push(recentLikersColumn('p'));
    params.push(...blockedPairParams(scope), input.likers);
  }
  if (input.comments) {
    columns.push(commentsColumn('p'));
    params.push(...blockedPairParams(scope), input.comments);
  }
  if (input.photos) columns.push(photosColumn('p'));
  const visible = visiblePostsSql(scope, 'p', 'a');
  const conditions = [visible.sql];
  params.push(...visible.params);
  if (input.authorId !== undefined) {
    conditions.push('p.author_id = ?');
    params.push(input.authorId);
  } else if (scope.viewer) {
    // the feed (everyone's posts): without the members the viewer muted
    conditions.push(`not ${mutedByViewerSql('p.author_id')}`);
    params.push(scope.viewer.id);
  }
  if (input.after) {
    const at = input.after.createdAt.toISOString();
    conditions.push('(p.created_at < ?::timestamptz or (p.created_at = ?::timestamptz and p.id < ?))');
    params.push(at, at, input.after.id);
  }
  const offset = input.offset ?? 0;
  params.push(input.limit, offset);
  const direction = input.order === 'oldest' ? 'asc' : 'desc';
  // The page's own limit and offset are bound parameters, which a generic plan cannot read (it assumes a tenth of
  // the table is wanted, and then scans and sorts every post). The inner literal `planLimit` tells the planner how
  // few rows are wanted, so the plan walks the (created_at, id) index and stops early; see `planLimit`.
  const rows = await readRows<PostRow>(
    scope.em,
    `select * from (
       select p.id, p.title, p.category, p.country, p.content, p.image_path, p.image_thumb_path, p.image_alt,
              p.itinerary_id,
              p.is_banned, p.is_warned, p.created_at, p.updated_at, ${columns.join(', ')}
       from post p join app_user a on a.id = p.author_id
       where ${conditions.join(' and ')}
       order by p.created_at ${direction}, p.id ${direction}
       limit ${planLimit(input.limit + offset)}
     ) page
     order by page.created_at ${direction}, page.id ${direction}
     limit ? offset ?`,
    params,
  );
  const toDate = dateReader(scope.em);
  return rows.map((row) => postFromRow(row, toDate, input));
}

/**
 * The members a block stands between with the author of `alias`'s row (`author_id` column), and those who
 * muted them now, as two uuid array columns: read once per live event, so the rule needs no statement per viewer.
 */
export const blockAndMuteColumns = (alias: string) =>
  `array(select b.blocked_id from member_block b where b.blocker_id = ${alias}.author_id
         union all select b.blocker_id from member_block b where b.blocked_id = ${alias}.author_id)::text[] as blocked_with,
   array(select m.muter_id from member_mute m where m.muted_id = ${alias}.author_id
          and (m.until is null or m.until > now()))::text[] as muted_by`;

/**
 * A literal row limit for a page of `rows` (limit + offset): the next power of two, at least 32. A prepared
 * statement's generic plan sees only literals, so the page statement carries this bound inside and its real limit
 * outside as parameters; powers of two keep the number of distinct statement texts (one prepared statement each,
 * on every connection of the hot-read pool) to a few dozen whatever the pages asked.
 */
export function planLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`not a row count: ${rows}`);
  let bound = 32;
  while (bound < rows) bound *= 2;
  return bound;
}

/**
 * One post with its author and the numbers every viewer shares (`isLiked` false), whatever its visibility:
 * live delivery reads an event's post once with it, on the live pool, and applies the privacy rule per
 * viewer in memory (`postVisibility`), blocks and mutes included (`blockAndMuteColumns`).
 */
export async function readPostForLiveEvent(em: EntityManager, postId: string): Promise<PostView | null> {
  const stats = postStatsColumns(null, 'p');
  const rows = await readLiveRows<PostRow>(
    em,
    `select p.id, p.title, p.category, p.country, p.content, p.image_path, p.image_thumb_path, p.image_alt,
            p.itinerary_id,
            p.is_banned, p.is_warned, p.created_at, p.updated_at, ${memberColumns('a')}, ${stats.sql},
            ${blockAndMuteColumns('p')}
     from post p join app_user a on a.id = p.author_id
     where p.id = ?`,
    [...stats.params, postId],
  );
  return rows[0] ? postFromRow(rows[0], dateReader(em), {}) : null;
}
