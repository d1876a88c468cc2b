import { describe, expect, it } from 'vitest';
import { EMPTY_COMPOSER, missingFields } from './composer-form';

describe('missingFields', () => {
  it('lists every blank field', () => {
    expect(missingFields(EMPTY_COMPOSER)).toEqual(['title', 'category', 'country', 'content']);
    expect(missingFields({ title: '  ', category: 'Food', country: 'Japan', content: 'x' })).toEqual(['title']);
  });

  it('is empty when all are filled', () => {
    expect(
      missingFields({ title: 'Sinigang', category: 'Food', country: 'Philippines', content: 'Sour soup' }),
    ).toEqual([]);
  });
});
