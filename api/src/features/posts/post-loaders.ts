import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { RequestScope } from '../../app/request-scope.js';
import { User } from '../accounts/user.entity.js';
import { Comment } from '../comments/comment.entity.js';
import {
  commentsColumn,
  commentsFromColumn,
  likersFromColumn,
  postStatsColumns,
  recentLikersColumn,
  type CommentRow,
  type CommentView,
  type LikerEdge,
  type LikerRow,
  type PostStats,
  photosColumn,
  photosFromColumn,
  type PhotoRow,
} from './feed-rows.js';
import type { PhotoView } from './post-photos.js';
import { decodeCursor } from '../../kernel/paging.js';
import { dateReader } from './member-rows.js';
import { Post } from './post.entity.js';

/**
 * Per-request batch loaders for everything a feed item shows, so a page costs a fixed number of
 * queries whatever its size. They live as long as the EntityManager fork they read with: one per
 * request, and one per subscription event (the event's entities come from a fresh fork). Lists read
 * plain rows (no entity hydration); `user`, `post` and `comment` give entities for the GraphQL types
 * that start from one.
 */
export interface PostLoaders {
  user: DataLoader<string, User | null>;
  post: DataLoader<string, Post | null>;
  comment: DataLoader<string, Comment | null>;
  stats: DataLoader<string, PostStats>;
  /** Key `listKey(postId, limit, after)`: up to `limit` likers, newest first, after the cursor if any. */
  likers: DataLoader<string, LikerEdge[]>;
  /** Key `listKey(postId, limit, after)`: up to `limit` comments and replies, oldest first, after the cursor if any. */
  comments: DataLoader<string, CommentView[]>;
  /** A post's photos in their order. */
  photos: DataLoader<string, PhotoView[]>;
}

const byEm = new WeakMap<EntityManager, Map<string, PostLoaders>>();

const byId = <T extends { id: string }>(rows: T[], ids: readonly string[]) => {
  const map = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => map.get(id) ?? null);
};

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(',');

async function postStats(em: EntityManager, viewer: User | null, postIds: readonly string[]): Promise<PostStats[]> {
  const columns = postStatsColumns(viewer, 'p');
  const rows = await em.execute<{ id: string; like_count: number; comment_count: number; is_liked: boolean }[]>(
    `select p.id, ${columns.sql} from post p where p.id in (${placeholders(postIds)})`,
    [...columns.params, ...postIds],
  );
  const map = new Map(
    rows.map((r) => [r.id, { likeCount: r.like_count, commentCount: r.comment_count, isLiked: r.is_liked }]),
  );
  return postIds.map((id) => map.get(id) ?? { likeCount: 0, commentCount: 0, isLiked: false });
}

/** The key of the `likers` and `comments` loaders: up to `limit` items of post `postId` after cursor `after`. */
export const listKey = (postId: string, limit: number, after?: string | null) => `${postId}|${limit}|${after ?? ''}`;

/**
 * A list column of the page statement (likers, comments) read for the posts of a batch, for the viewer (without the
 * members a block stands between with them): one statement per cursor
 * asked (in practice one, the first page), each post's list up to the largest limit asked, cut per key.
 */
async function listsOf<Row, Item>(
  em: EntityManager,
  viewer: User | null,
  keys: readonly string[],
  column: (options: { after: boolean; as: string }) => string,
  read: (rows: Row[], postId: string) => Item[],
): Promise<Item[][]> {
  const wanted = keys.map((key) => {
    const [postId = '', limit, after = ''] = key.split('|');
    return { postId, limit: Number(limit), after };
  });
  const lists = new Map<string, Item[]>();
  for (const after of new Set(wanted.map((w) => w.after))) {
    const batch = wanted.filter((w) => w.after === after);
    const postIds = [...new Set(batch.map((w) => w.postId))];
    const cursor = decodeCursor(after);
    const rows = await em.execute<{ id: string; list: Row[] }[]>(
      `select p.id, ${column({ after: Boolean(cursor), as: 'list' })} from post p where p.id in (${placeholders(postIds)})`,
      [
        viewer?.id ?? null,
        viewer?.id ?? null,
        ...(cursor ? [cursor.createdAt.toISOString(), cursor.id] : []),
        Math.max(...batch.map((w) => w.limit)),
        ...postIds,
      ],
    );
    for (const row of rows) lists.set(`${row.id}|${after}`, read(row.list, row.id));
  }
  return wanted.map((w) => (lists.get(`${w.postId}|${w.after}`) ?? []).slice(0, w.limit));
}

const recentLikers = (em: EntityManager, viewer: User | null, keys: readonly string[]) =>
  listsOf<LikerRow, LikerEdge>(
    em,
    viewer,
    keys,
    (options) => recentLikersColumn('p', options),
    (rows) => likersFromColumn(rows, dateReader(em)),
  );

const commentsOf = (em: EntityManager, viewer: User | null, keys: readonly string[]) =>
  listsOf<Omit<CommentRow, 'post_id'>, CommentView>(
    em,
    viewer,
    keys,
    (options) => commentsColumn('p', options),
    (rows, postId) => commentsFromColumn(rows, postId, dateReader(em)),
  );

async function photosOf(em: EntityManager, postIds: readonly string[]): Promise<PhotoView[][]> {
  const rows = await em.execute<{ id: string; photos: PhotoRow[] }[]>(
    `select p.id, ${photosColumn('p')} from post p where p.id in (${placeholders(postIds)})`,
    [...postIds],
  );
  const map = new Map(rows.map((row) => [row.id, photosFromColumn(row.photos)]));
  return postIds.map((id) => map.get(id) ?? []);
}

function createLoaders(em: EntityManager, viewer: User | null): PostLoaders {
  return {
    user: new DataLoader(async (ids) => byId(await em.find(User, { id: { $in: [...ids] } }), ids)),
    post: new DataLoader(async (ids) => byId(await em.find(Post, { id: { $in: [...ids] } }), ids)),
    comment: new DataLoader(async (ids) => byId(await em.find(Comment, { id: { $in: [...ids] } }), ids)),
    stats: new DataLoader((ids) => postStats(em, viewer, ids)),
    likers: new DataLoader((keys) => recentLikers(em, viewer, keys)),
    comments: new DataLoader((keys) => commentsOf(em, viewer, keys)),
    photos: new DataLoader((ids) => photosOf(em, ids)),
  };
}

/** The loaders for `entity`'s EntityManager (or the request's, for plain views) and this viewer. */
export function postLoaders(scope: RequestScope, entity?: object): PostLoaders {
  const em = ((entity && (wrap(entity, true).__em as EntityManager | undefined)) ?? scope.em) as EntityManager;
  const perViewer = byEm.get(em) ?? new Map<string, PostLoaders>();
  byEm.set(em, perViewer);
  const key = scope.viewer?.id ?? '';
  let loaders = perViewer.get(key);
  if (!loaders) {
    loaders = createLoaders(em, scope.viewer);
    perViewer.set(key, loaders);
  }
  return loaders;
}
