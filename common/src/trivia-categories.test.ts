import { describe, expect, it } from 'vitest';
import { TRIVIA_CATEGORIES, triviaCategoryLabel } from './trivia-categories';

describe('trivia categories', () => {
  it('names four categories, each with the words the page shows', () => {
    expect(TRIVIA_CATEGORIES.map((c) => c.value)).toEqual([
      'PEOPLE_AND_PLACES',
      'GENERAL',
      'SCIENCE_AND_NATURE',
      'MATHEMATICS',
    ]);
    expect(triviaCategoryLabel('PEOPLE_AND_PLACES')).toBe('people and places');
    expect(triviaCategoryLabel('SCIENCE_AND_NATURE')).toBe('science and nature');
  });

  it('labels an unknown category with nothing', () => {
    expect(triviaCategoryLabel('HISTORY')).toBe('');
  });
});
