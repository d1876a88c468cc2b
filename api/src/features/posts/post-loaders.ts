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
  type PostStats,
} from './feed-rows.js';
import { dateReader, type MemberRow, type MemberView } from './member-rows.js';
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
  /** Key `${postId}|${first}`: the most recent likers. */
  likers: DataLoader<string, MemberView[]>;
  comments: DataLoader<string, CommentView[]>;
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

/** Recent likers per `${postId}|${first}` key: the page statement's column, for the posts of a batch. */
async function recentLikers(em: EntityManager, keys: readonly string[]): Promise<MemberView[][]> {
  const wanted = keys.map((key) => {
    const [postId, first] = key.split('|');
    return { postId, first: Number(first) };
  });
  const limit = Math.max(...wanted.map((w) => w.first));
  const postIds = [...new Set(wanted.map((w) => w.postId))];
  const rows = await em.execute<{ id: string; recent_likers: MemberRow[] }[]>(
    `select p.id, ${recentLikersColumn('p')} from post p where p.id in (${placeholders(postIds)})`,
    [limit, ...postIds],
  );
  const toDate = dateReader(em);
  const byPost = new Map(rows.map((row) => [row.id, likersFromColumn(row.recent_likers, toDate)]));
  return wanted.map((w) => (byPost.get(w.postId) ?? []).slice(0, w.first));
}

/** Comments per post: the page statement's column, for the posts of a batch. */
async function commentsOf(em: EntityManager, postIds: readonly string[]): Promise<CommentView[][]> {
  const rows = await em.execute<{ id: string; comments: Omit<CommentRow, 'post_id'>[] }[]>(
    `select p.id, ${commentsColumn('p')} from post p where p.id in (${placeholders(postIds)})`,
    [...postIds],
  );
  const toDate = dateReader(em);
  const byPost = new Map(rows.map((row) => [row.id, commentsFromColumn(row.comments, row.id, toDate)]));
  return postIds.map((id) => byPost.get(id) ?? []);
}

function createLoaders(em: EntityManager, viewer: User | null): PostLoaders {
  return {
    user: new DataLoader(async (ids) => byId(await em.find(User, { id: { $in: [...ids] } }), ids)),
    post: new DataLoader(async (ids) => byId(await em.find(Post, { id: { $in: [...ids] } }), ids)),
    comment: new DataLoader(async (ids) => byId(await em.find(Comment, { id: { $in: [...ids] } }), ids)),
    stats: new DataLoader((ids) => postStats(em, viewer, ids)),
    likers: new DataLoader((keys) => recentLikers(em, keys)),
    comments: new DataLoader((postIds) => commentsOf(em, postIds)),
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
