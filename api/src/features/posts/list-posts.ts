import type { FilterQuery } from '@mikro-orm/core';
import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { decodeCursor, pageSize, toPage } from '../../graphql/pagination.js';
import { visiblePostsCondition } from '../privacy/visibility.js';
import { isUuid } from './post-fields.js';
import { Post } from './post.entity.js';

export interface PostPage {
  nodes: Post[];
  hasNextPage: boolean;
  endCursor: string | null;
}

const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;

function scopeFilter(scope: RequestScope, authorId: string | undefined): FilterQuery<Post>[] {
  const filters: FilterQuery<Post>[] = [visiblePostsCondition(scope.viewer)];
  if (authorId !== undefined) {
    if (!isUuid(authorId)) throw badInput('The user id is not valid.');
    filters.push({ author: authorId });
  }
  return filters;
}

/**
 * Posts newest first, the viewer's visibility rule applied in SQL: the whole feed, or one member's
 * posts (`authorId`). Keyset pagination: `first` (1..50) after an opaque cursor.
 */
export async function listPosts(scope: RequestScope, input: { authorId?: string; first?: number | null; after?: string | null }): Promise<PostPage> {
  const limit = pageSize(input.first);
  const filters = scopeFilter(scope, input.authorId);
  const cursor = decodeCursor(input.after);
  if (cursor) filters.push({ $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }] });
  const rows = await scope.em.find(Post, { $and: filters }, { orderBy: NEWEST_FIRST, limit: limit + 1 });
  return toPage(rows, limit);
}

/** The same list in numbered pages, for the REST compatibility API (`page` from 1). */
export async function listPostsPage(scope: RequestScope, input: { authorId?: string; page: number; pageSize: number }): Promise<Post[]> {
  if (!Number.isInteger(input.page) || input.page < 1) throw badInput('page must be a whole number from 1.');
  const size = pageSize(input.pageSize);
  return scope.em.find(Post, { $and: scopeFilter(scope, input.authorId) }, { orderBy: NEWEST_FIRST, limit: size, offset: (input.page - 1) * size });
}
