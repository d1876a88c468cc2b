import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { RequestScope } from '../../app/request-scope.js';
import { User } from '../accounts/user.entity.js';
import { Comment } from '../comments/comment.entity.js';
import { Like } from '../likes/like.entity.js';
import { Post } from './post.entity.js';

/**
 * Per-request batch loaders for everything a feed item shows, so a page costs a fixed number of
 * queries whatever its size. They live as long as the EntityManager fork they read with: one per
 * request, and one per subscription event (the event's entities come from a fresh fork).
 */
export interface PostLoaders {
  user: DataLoader<string, User | null>;
  post: DataLoader<string, Post | null>;
  comment: DataLoader<string, Comment | null>;
  likeCount: DataLoader<string, number>;
  commentCount: DataLoader<string, number>;
  isLiked: DataLoader<string, boolean>;
  /** Key `${postId}|${first}`: the most recent likers. */
  likers: DataLoader<string, User[]>;
  comments: DataLoader<string, Comment[]>;
}

const byEm = new WeakMap<EntityManager, Map<string, PostLoaders>>();

const byId = <T extends { id: string }>(rows: T[], ids: readonly string[]) => {
  const map = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => map.get(id) ?? null);
};

async function countBy(em: EntityManager, table: 'post_like' | 'comment', postIds: readonly string[]): Promise<number[]> {
  const rows = await em
    .getConnection()
    .execute<{ post_id: string; n: string }[]>(`select post_id, count(*) as n from ${table} where post_id in (${postIds.map(() => '?').join(',')}) group by post_id`, [...postIds]);
  const map = new Map(rows.map((r) => [r.post_id, Number(r.n)]));
  return postIds.map((id) => map.get(id) ?? 0);
}

async function recentLikers(em: EntityManager, keys: readonly string[]): Promise<User[][]> {
  const wanted = keys.map((key) => {
    const [postId, first] = key.split('|');
    return { postId, first: Number(first) };
  });
  const limit = Math.max(...wanted.map((w) => w.first));
  const postIds = [...new Set(wanted.map((w) => w.postId))];
  const rows = await em.getConnection().execute<{ post_id: string; user_id: string }[]>(
    `select post_id, user_id from (select post_id, user_id, row_number() over (partition by post_id order by created_at desc, id desc) as rank
       from post_like where post_id in (${postIds.map(() => '?').join(',')})) ranked where rank <= ? order by post_id, rank`,
    [...postIds, limit],
  );
  const users = new Map((await em.find(User, { id: { $in: [...new Set(rows.map((r) => r.user_id))] } })).map((u) => [u.id, u]));
  return wanted.map((w) =>
    rows
      .filter((r) => r.post_id === w.postId)
      .slice(0, w.first)
      .flatMap((r) => (users.has(r.user_id) ? [users.get(r.user_id)!] : [])),
  );
}

function createLoaders(em: EntityManager, viewer: User | null): PostLoaders {
  return {
    user: new DataLoader(async (ids) => byId(await em.find(User, { id: { $in: [...ids] } }), ids)),
    post: new DataLoader(async (ids) => byId(await em.find(Post, { id: { $in: [...ids] } }), ids)),
    comment: new DataLoader(async (ids) => byId(await em.find(Comment, { id: { $in: [...ids] } }), ids)),
    likeCount: new DataLoader((ids) => countBy(em, 'post_like', ids)),
    commentCount: new DataLoader((ids) => countBy(em, 'comment', ids)),
    isLiked: new DataLoader(async (ids) => {
      if (!viewer) return ids.map(() => false);
      const likes = await em.find(Like, { user: viewer.id, post: { $in: [...ids] } }, { fields: ['post'] });
      const liked = new Set(likes.map((l) => l.post.id));
      return ids.map((id) => liked.has(id));
    }),
    likers: new DataLoader((keys) => recentLikers(em, keys)),
    comments: new DataLoader(async (postIds) => {
      const rows = await em.find(Comment, { post: { $in: [...postIds] } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
      return postIds.map((id) => rows.filter((c) => c.post.id === id));
    }),
  };
}

/** The loaders for `entity`'s EntityManager (or the request's) and this viewer. */
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
