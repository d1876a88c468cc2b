import { describe, expect, it } from 'vitest';
import { DEFAULT_ITINERARY_TITLE, isDefaultItineraryTitle } from './itinerary-title';

describe('the default itinerary title', () => {
  it('is recognised in any letter case and with surrounding spaces', () => {
    for (const title of [DEFAULT_ITINERARY_TITLE, 'itinerary title', ' Itinerary Title ']) {
      expect(isDefaultItineraryTitle(title), title).toBe(true);
    }
  });

  it('does not match titles of their own', () => {
    for (const title of ['Cebu', 'ITINERARY TITLES', 'ITINERARY  TITLE', '']) {
      expect(isDefaultItineraryTitle(title), title).toBe(false);
    }
  });
});
