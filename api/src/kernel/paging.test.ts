import { describe, expect, it } from 'vitest';
import { AppError } from '../app/errors.js';
import { decodeCursor, encodeCursor, MAX_PAGE_SIZE, pageSize, toPage } from './paging.js';

const row = (minute: number) => ({
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
  id: `00000000-0000-4000-8000-${String(minute).padStart(12, '0')}`,
});

describe('paging', () => {
  it('takes a page size from 1 to 50, with a default', () => {
    expect(pageSize(undefined)).toBe(20);
    expect(pageSize(null, 10)).toBe(10);
    expect(pageSize(MAX_PAGE_SIZE)).toBe(50);
    for (const bad of [0, -1, 51, 2.5, Number.NaN]) expect(() => pageSize(bad)).toThrow(AppError);
  });

  it('round-trips a cursor and refuses forged ones', () => {
    const cursor = encodeCursor(row(5));
    expect(decodeCursor(cursor)).toEqual(row(5));
    expect(decodeCursor(null)).toBeNull();
    expect(decodeCursor('')).toBeNull();
    for (const bad of ['abc', Buffer.from('not-a-date|x').toString('base64url')]) {
      expect(() => decodeCursor(bad)).toThrow(AppError);
    }
  });

  it('turns limit + 1 rows into a page that knows whether more follow', () => {
    const rows = [row(3), row(2), row(1)];
    expect(toPage(rows, 2)).toEqual({ nodes: rows.slice(0, 2), hasNextPage: true, endCursor: encodeCursor(row(2)) });
    expect(toPage(rows, 3)).toEqual({ nodes: rows, hasNextPage: false, endCursor: encodeCursor(row(1)) });
    expect(toPage([], 3)).toEqual({ nodes: [], hasNextPage: false, endCursor: null });
  });
});
