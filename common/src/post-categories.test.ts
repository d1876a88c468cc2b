import { describe, expect, it } from 'vitest';
import { canonicalCategory, POST_CATEGORIES } from './post-categories';

describe('post categories', () => {
  it('lists the 20 categories once each', () => {
    expect(POST_CATEGORIES).toHaveLength(20);
    expect(new Set(POST_CATEGORIES.map((c) => c.toLowerCase())).size).toBe(20);
  });

  it('accepts any letter case and refuses anything else', () => {
    expect(canonicalCategory(' folklore ')).toBe('Folklore');
    expect(canonicalCategory('FOOD')).toBe('Food');
    expect(canonicalCategory('Folk')).toBeNull();
    expect(canonicalCategory('')).toBeNull();
  });
});
