import { describe, expect, it } from 'vitest';
import {
  canonicalCategory,
  POST_CATEGORIES,
  POST_CATEGORY_NAMES,
  postCategoryLabel,
  postCategoryName,
} from './post-categories';

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

describe('post category names', () => {
  it('names each category in capitals, with its words and what it is for', () => {
    expect(POST_CATEGORY_NAMES.map((c) => c.value)).toHaveLength(20);
    expect(POST_CATEGORY_NAMES[0]).toMatchObject({ value: 'FOOD', label: 'Food' });
    expect(POST_CATEGORY_NAMES.every((c) => c.description.length > 10)).toBe(true);
    expect(postCategoryName('Folklore')).toBe('FOLKLORE');
    expect(postCategoryLabel('ARCHITECTURE')).toBe('Architecture');
  });

  it('labels an unknown name with nothing', () => {
    expect(postCategoryLabel('Food')).toBe('');
    expect(postCategoryLabel('POETRY')).toBe('');
  });
});
