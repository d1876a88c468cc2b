import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { RequestScope } from '../../app/request-scope.js';
import { User } from '../accounts/user.entity.js';
import { Comment } from '../comments/comment.entity.js';
import { commentFromRow, postStatsColumns, type CommentRow, type CommentView, type PostStats } from './feed-rows.js';
import { dateReader, memberColumns, memberFromRow, type MemberView } from './member-rows.js';
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
  const map = new Map(rows.map((r) => [r.id, { likeCount: r.like_count, commentCount: r.comment_count, isLiked: r.is_liked }]));
  return postIds.map((id) => map.get(id) ?? { likeCount: 0, commentCount: 0, isLiked: false });
}

async function recentLikers(em: EntityManager, keys: readonly string[]): Promise<MemberView[][]> {
  const wanted = keys.map((key) => {
    const [postId, first] = key.split('|');
    return { postId, first: Number(first) };
  });
  const limit = Math.max(...wanted.map((w) => w.first));
  const postIds = [...new Set(wanted.map((w) => w.postId))];
  const rows = await em.execute<({ post_id: string } & Record<`m_${string}`, unknown>)[]>(
    `select ranked.post_id, ${memberColumns('u')}
     from (select post_id, user_id, row_number() over (partition by post_id order by created_at desc, id desc) as rank
           from post_like where post_id in (${placeholders(postIds)})) ranked
     join app_user u on u.id = ranked.user_id
     where ranked.rank <= ? order by ranked.post_id, ranked.rank`,
    [...postIds, limit],
  );
  const toDate = dateReader(em);
  const byPost = new Map<string, MemberView[]>();
  for (const row of rows) {
    const list = byPost.get(row.post_id) ?? [];
    list.push(memberFromRow(row, toDate));
    byPost.set(row.post_id, list);
  }
  return wanted.map((w) => (byPost.get(w.postId) ?? []).slice(0, w.first));
}

async function commentsOf(em: EntityManager, postIds: readonly string[]): Promise<CommentView[][]> {
  const rows = await em.execute<CommentRow[]>(
    `select c.id, c.body, c.created_at, c.updated_at, c.post_id, c.replied_to_id, ${memberColumns('u')}
     from comment c join app_user u on u.id = c.author_id
     where c.post_id in (${placeholders(postIds)}) order by c.created_at asc, c.id asc`,
    [...postIds],
  );
  const toDate = dateReader(em);
  const byPost = new Map<string, CommentView[]>();
  for (const row of rows) {
    const list = byPost.get(row.post_id) ?? [];
    list.push(commentFromRow(row, toDate));
    byPost.set(row.post_id, list);
  }
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
