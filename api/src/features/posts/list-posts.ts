import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { decodeCursor, pageSize, toPage } from '../../kernel/paging.js';
import { readVisiblePosts, type PostView, type VisiblePostsQuery } from './feed-rows.js';
import { isUuid } from '../../kernel/ids.js';

export interface PostPage {
  nodes: PostView[];
  hasNextPage: boolean;
  endCursor: string | null;
}

/** What to read with each post besides its author and numbers (see `VisiblePostsQuery`). */
export type PostDetails = Pick<VisiblePostsQuery, 'likers' | 'comments' | 'photos'>;

function authorFilter(authorId: string | undefined): string | undefined {
  if (authorId !== undefined && !isUuid(authorId)) throw badInput('The user id is not valid.');
  return authorId;
}

/**
 * Posts newest first, the viewer's visibility rule applied in SQL: the whole feed, or one member's
 * posts (`authorId`). Keyset pagination: `first` (1..50) after an opaque cursor.
 */
export async function listPosts(
  scope: RequestScope,
  input: { authorId?: string; first?: number | null; after?: string | null },
  details: PostDetails = {},
): Promise<PostPage> {
  const limit = pageSize(input.first);
  const authorId = authorFilter(input.authorId);
  const rows = await readVisiblePosts(scope, {
    ...details,
    authorId,
    after: decodeCursor(input.after),
    limit: limit + 1,
  });
  return toPage(rows, limit);
}

/**
 * The same list in numbered pages (`page` from 1), newest or oldest first, for the REST compatibility API;
 * `hasNext` tells whether another page follows.
 */
export async function listPostsPage(
  scope: RequestScope,
  input: { authorId?: string; page: number; pageSize: number; order?: 'newest' | 'oldest' },
  details: PostDetails = {},
): Promise<{ posts: PostView[]; hasNext: boolean }> {
  if (!Number.isSafeInteger(input.page) || input.page < 1) throw badInput('page must be a whole number from 1.');
  const size = pageSize(input.pageSize);
  const authorId = authorFilter(input.authorId);
  const rows = await readVisiblePosts(scope, {
    ...details,
    authorId,
    order: input.order,
    limit: size + 1,
    offset: (input.page - 1) * size,
  });
  return { posts: rows.slice(0, size), hasNext: rows.length > size };
}
