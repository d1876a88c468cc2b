import { describe, expect, it } from 'vitest';
import { DEFAULT_ITINERARY_TITLE } from '@culturalink/common/itinerary-title';
import { itineraryFormComplete, parseBudget, ratingLabel, settleTitle } from './itinerary-form';

describe('itinerary form rules', () => {
  it('reverts an emptied title and caps it at 30 characters', () => {
    expect(settleTitle('   ')).toBe(DEFAULT_ITINERARY_TITLE);
    expect(settleTitle(' Cebu ')).toBe('Cebu');
    expect(settleTitle('x'.repeat(40))).toHaveLength(30);
  });

  it('needs a changed title, a description and tips', () => {
    const filled = { title: 'Cebu', description: 'Island days', tips: 'Bring cash' };
    expect(itineraryFormComplete(filled)).toBe(true);
    expect(itineraryFormComplete({ ...filled, title: DEFAULT_ITINERARY_TITLE })).toBe(false);
    // the server refuses the default title in any letter case, so the form does too
    expect(itineraryFormComplete({ ...filled, title: ' Itinerary Title ' })).toBe(false);
    expect(itineraryFormComplete({ ...filled, description: ' ' })).toBe(false);
    expect(itineraryFormComplete({ ...filled, tips: '' })).toBe(false);
  });

  it('accepts only numeric budgets', () => {
    expect(parseBudget('1500')).toBe(1500);
    expect(parseBudget(' 12.5 ')).toBe(12.5);
    expect(parseBudget('')).toBeNull();
    expect(parseBudget('12a')).toBeNull();
    expect(parseBudget('-3')).toBeNull();
  });

  it('shows the average to one decimal or No ratings', () => {
    expect(ratingLabel(null)).toBe('No ratings');
    expect(ratingLabel(4)).toBe('4.0 / 5');
    expect(ratingLabel(3.666)).toBe('3.7 / 5');
  });
});
