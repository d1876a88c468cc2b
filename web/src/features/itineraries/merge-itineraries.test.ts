import { describe, expect, it } from 'vitest';
import { cutDescription } from './merge-itineraries';

describe('itinerary card descriptions', () => {
  it('cuts descriptions longer than the limit only', () => {
    expect(cutDescription('short', 100)).toEqual({ text: 'short', cut: false });
    const long = cutDescription('x'.repeat(120), 100);
    expect(long.cut).toBe(true);
    expect(long.text).toBe(`${'x'.repeat(100)}…`);
  });
});
