import { describe, expect, it } from 'vitest';
import { newestFirst } from './newest-first';

describe('newestFirst', () => {
  it('puts live arrivals and fetched reports in one list, newest first, without duplicates', () => {
    const live = [{ id: 'c', createdAt: '2026-03-03T10:00:00Z', from: 'live' }];
    const fetched = [
      { id: 'a', createdAt: '2026-03-01T10:00:00Z', from: 'page' },
      { id: 'c', createdAt: '2026-03-03T10:00:00Z', from: 'page' },
      { id: 'b', createdAt: '2026-03-02T10:00:00Z', from: 'page' },
    ];
    const merged = newestFirst(live, fetched);
    expect(merged.map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(merged[0].from).toBe('live');
  });
});
