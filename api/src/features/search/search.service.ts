import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { User } from '../accounts/user.entity.js';
import { Post } from '../posts/post.entity.js';
import { visiblePostsSql } from '../privacy/index.js';
import { parseSearchText } from './search-query.js';

export const SEARCH_MAX_RESULTS = 50;

// Every condition below has an index (migration 0002-search) with exactly this expression, so the ORs stay index scans;
// the category is matched through the full-text document.
const POST_DOCUMENT = `to_tsvector('simple'::regconfig, p.title || ' ' || p.content || ' ' || p.country || ' ' || p.category)`;

/**
 * Members by username or full name (partial, case-insensitive, typo-tolerant through trigrams),
 * and posts by title, content, country and category (full-text prefix match plus trigram matching),
 * with the privacy rule and bans applied in SQL. Deactivated members are never found.
 */
export async function search(
  scope: RequestScope,
  input: { text: unknown; first?: number | null },
): Promise<{ users: User[]; posts: Post[] }> {
  const limit = input.first ?? 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_RESULTS)
    throw badInput(`first must be between 1 and ${SEARCH_MAX_RESULTS}.`);
  const query = parseSearchText(input.text);
  if (!query) return { users: [], posts: [] };
  const connection = scope.em.getConnection();

  const userRows = await connection.execute<{ id: string }[]>(
    `select u.id from app_user u
      where u.is_active and (lower(u.username) like ? or lower(u.full_name) like ? or ? <% lower(u.username) or ? <% lower(u.full_name))
      order by greatest(similarity(lower(u.username), ?), word_similarity(?, lower(u.full_name))) desc, u.username
      limit ?`,
    [query.like, query.like, query.text, query.text, query.text, query.text, limit],
  );

  const visible = visiblePostsSql(scope, 'p');
  const tsMatch = query.tsquery ? `${POST_DOCUMENT} @@ to_tsquery('simple', ?)` : 'false';
  const tsParams = query.tsquery ? [query.tsquery] : [];
  const postRows = await connection.execute<{ id: string }[]>(
    `select p.id from post p
      where ${visible.sql}
        and (${tsMatch} or lower(p.title) like ? or lower(p.country) like ? or ? <% lower(p.title))
      order by (lower(p.title) like ?) desc, ${query.tsquery ? `ts_rank(${POST_DOCUMENT}, to_tsquery('simple', ?))` : '0::real'} desc, p.created_at desc
      limit ?`,
    [...visible.params, ...tsParams, query.like, query.like, query.text, query.like, ...tsParams, limit],
  );

  const [users, posts] = await Promise.all([
    userRows.length ? scope.em.find(User, { id: { $in: userRows.map((r) => r.id) } }) : [],
    postRows.length ? scope.em.find(Post, { id: { $in: postRows.map((r) => r.id) } }) : [],
  ]);
  const inOrder = <T extends { id: string }>(rows: { id: string }[], found: T[]) => {
    const byId = new Map(found.map((item) => [item.id, item]));
    return rows.flatMap((row) => byId.get(row.id) ?? []);
  };
  return { users: inOrder(userRows, users), posts: inOrder(postRows, posts) };
}
