import { badInput } from '../app/errors.js';

/** The largest page any connection gives. */
export const MAX_PAGE_SIZE = 50;
/** The page every connection gives when `first` is omitted. */
export const DEFAULT_PAGE_SIZE = 20;

/** A page size between 1 and 50 (defaults to `fallback`); anything else is a clear 4xx. */
export function pageSize(first: number | null | undefined, fallback = DEFAULT_PAGE_SIZE): number {
  if (first === null || first === undefined) return fallback;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE)
    throw badInput(`first must be between 1 and ${MAX_PAGE_SIZE}.`);
  return first;
}

/** An opaque keyset cursor over (createdAt, id), newest first. */
export interface KeysetCursor {
  createdAt: Date;
  id: string;
}

export const encodeCursor = (row: KeysetCursor) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

export function decodeCursor(cursor: string | null | undefined): KeysetCursor | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime()))
    throw badInput('The cursor is not valid.');
  return { createdAt, id };
}

/** Rows fetched with `limit + 1` become a page: the extra row only tells that there is a next page. */
export function toPage<T extends KeysetCursor>(
  rows: T[],
  limit: number,
): { nodes: T[]; hasNextPage: boolean; endCursor: string | null } {
  const nodes = rows.slice(0, limit);
  const last = nodes.at(-1);
  return { nodes, hasNextPage: rows.length > limit, endCursor: last ? encodeCursor(last) : null };
}
