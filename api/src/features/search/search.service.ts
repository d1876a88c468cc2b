import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { DEFAULT_PAGE_SIZE, pageSize } from '../../kernel/paging.js';
import { User } from '../accounts/user.entity.js';
import { Post } from '../posts/post.entity.js';
import { blockedPairParams, memberShownSql, visiblePostsSql } from '../privacy/index.js';
import { parseSearchText, type ParsedSearch } from './search-query.js';

// Every condition below has an index (migration 0002-search) with exactly this expression, so the ORs stay index scans;
// the category is matched through the full-text document.
const POST_DOCUMENT = `to_tsvector('simple'::regconfig, p.title || ' ' || p.content || ' ' || p.country || ' ' || p.category)`;

/** One page of a ranked list: its items, where the page starts in the ranking (0 for the best match), and whether more follow. */
export interface SearchPage<T> {
  nodes: T[];
  start: number;
  hasNextPage: boolean;
}

/** A place in a ranked list, after its `position`th item (1 for after the best match); opaque to clients. */
export const encodeSearchCursor = (position: number) => Buffer.from(`search:${position}`).toString('base64url');

function decodeSearchCursor(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const match = /^search:(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw badInput('The cursor is not valid.');
  return Number(match[1]);
}

/** What a page of one list is asked for: the text, how many, and after which cursor. */
export interface SearchPageInput {
  text: unknown;
  first?: number | null;
  after?: string | null;
}

interface Asked {
  query: ParsedSearch | null;
  limit: number;
  offset: number;
}

/** Checks what was asked before anything is read: the text, the page size (1 to 50), the cursor. */
function asked(input: SearchPageInput): Asked {
  const limit = pageSize(input.first, DEFAULT_PAGE_SIZE);
  const offset = decodeSearchCursor(input.after);
  return { query: parseSearchText(input.text), limit, offset };
}

/** Checks a search text without searching: a text too long is BAD_USER_INPUT (the `search` query's own check). */
export function checkSearchText(text: unknown): void {
  parseSearchText(text);
}

const inOrder = <T extends { id: string }>(rows: { id: string }[], found: T[]) => {
  const byId = new Map(found.map((item) => [item.id, item]));
  return rows.flatMap((row) => byId.get(row.id) ?? []);
};

const toSearchPage = <T>(items: T[], { limit, offset }: Asked): SearchPage<T> => ({
  nodes: items.slice(0, limit),
  start: offset,
  hasNextPage: items.length > limit,
});

/**
 * Members by username or full name (partial, case-insensitive, typo-tolerant through trigrams), best matches first.
 * Deactivated members are never found, nor members a block stands between with the viewer (either way).
 */
export async function searchUsers(scope: RequestScope, input: SearchPageInput): Promise<SearchPage<User>> {
  const page = asked(input);
  const { query } = page;
  if (!query) return { nodes: [], start: page.offset, hasNextPage: false };
  const rows = await scope.em.getConnection().execute<{ id: string }[]>(
    `select u.id from app_user u
      where u.is_active and ${memberShownSql('u.id')}
        and (lower(u.username) like ? or lower(u.full_name) like ? or ? <% lower(u.username) or ? <% lower(u.full_name))
      order by greatest(similarity(lower(u.username), ?), word_similarity(?, lower(u.full_name))) desc, u.username, u.id
      limit ? offset ?`,
    [
      ...blockedPairParams(scope),
      query.like,
      query.like,
      query.text,
      query.text,
      query.text,
      query.text,
      page.limit + 1,
      page.offset,
    ],
  );
  const users = rows.length ? await scope.em.find(User, { id: { $in: rows.map((r) => r.id) } }) : [];
  return toSearchPage(inOrder(rows, users), page);
}

/**
 * Posts by title, content, country and category (full-text prefix match plus trigram matching), best matches first,
 * with the privacy rule and bans applied in SQL.
 */
export async function searchPosts(scope: RequestScope, input: SearchPageInput): Promise<SearchPage<Post>> {
  const page = asked(input);
  const { query } = page;
  if (!query) return { nodes: [], start: page.offset, hasNextPage: false };
  const visible = visiblePostsSql(scope, 'p');
  const tsMatch = query.tsquery ? `${POST_DOCUMENT} @@ to_tsquery('simple', ?)` : 'false';
  const tsParams = query.tsquery ? [query.tsquery] : [];
  const rows = await scope.em.getConnection().execute<{ id: string }[]>(
    `select p.id from post p
      where ${visible.sql}
        and (${tsMatch} or lower(p.title) like ? or lower(p.country) like ? or ? <% lower(p.title))
      order by (lower(p.title) like ?) desc, ${query.tsquery ? `ts_rank(${POST_DOCUMENT}, to_tsquery('simple', ?))` : '0::real'} desc, p.created_at desc, p.id
      limit ? offset ?`,
    [
      ...visible.params,
      ...tsParams,
      query.like,
      query.like,
      query.text,
      query.like,
      ...tsParams,
      page.limit + 1,
      page.offset,
    ],
  );
  const posts = rows.length ? await scope.em.find(Post, { id: { $in: rows.map((r) => r.id) } }) : [];
  return toSearchPage(inOrder(rows, posts), page);
}

/** Both lists' first pages (the REST search answers them together). */
export async function search(
  scope: RequestScope,
  input: { text: unknown; first: number },
): Promise<{ users: User[]; posts: Post[] }> {
  const [users, posts] = await Promise.all([searchUsers(scope, input), searchPosts(scope, input)]);
  return { users: users.nodes, posts: posts.nodes };
}
