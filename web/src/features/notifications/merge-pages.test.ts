import { describe, expect, it } from 'vitest';
import { mergePages } from './merge-pages';

describe('mergePages', () => {
  it('keeps the refreshed first page on top and skips duplicates by id', () => {
    const first = [{ id: 'c' }, { id: 'b' }];
    const older = [{ id: 'b' }, { id: 'a' }];
    expect(mergePages(first, older).map((n) => n.id)).toEqual(['c', 'b', 'a']);
  });

  it('takes the newest copy of an item from the first page', () => {
    const merged = mergePages([{ id: 'a', isRead: true }], [{ id: 'a', isRead: false }]);
    expect(merged).toEqual([{ id: 'a', isRead: true }]);
  });
});
