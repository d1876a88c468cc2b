import { describe, expect, it } from 'vitest';
import { resultCountText, searchTermFrom } from './search-summary';

describe('search summary', () => {
  it('reads, trims and caps the search term', () => {
    expect(searchTermFrom(new URLSearchParams('searchTerm=%20ana%20'))).toBe('ana');
    expect(searchTermFrom(new URLSearchParams(''))).toBe('');
    expect(searchTermFrom(new URLSearchParams(`searchTerm=${'x'.repeat(150)}`))).toHaveLength(100);
  });

  it('counts users and posts together', () => {
    expect(resultCountText(0, 0)).toBe('0 results');
    expect(resultCountText(1, 0)).toBe('1 result');
    expect(resultCountText(2, 3)).toBe('5 results');
    expect(resultCountText(20, 1, true)).toBe('21+ results');
    expect(resultCountText(1, 0, true)).toBe('1+ results');
  });
});
