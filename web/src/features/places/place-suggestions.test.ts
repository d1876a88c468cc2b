import { describe, expect, it } from 'vitest';
import { suggestionsFor } from './place-suggestions';

const places = [
  { id: '1', country: 'Philippines', countryCode: 'PH' },
  { id: '2', country: 'Philippines', countryCode: 'PH' },
  { id: '3', country: 'Spain', countryCode: 'ES' },
];

describe('place suggestions', () => {
  it('keeps every place in place mode', () => {
    expect(suggestionsFor(places, 'place').map((place) => place.id)).toEqual(['1', '2', '3']);
  });

  it('offers each country once in region mode, in ranking order', () => {
    expect(suggestionsFor(places, 'region').map((place) => place.id)).toEqual(['1', '3']);
  });
});
