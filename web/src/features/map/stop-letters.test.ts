import { describe, expect, it } from 'vitest';
import { distanceKm, letterStops, stopLetter } from './stop-letters';

const manila = { latitude: 14.5995, longitude: 120.9842 };
const cebu = { latitude: 10.3157, longitude: 123.8854 };
const baguio = { latitude: 16.4023, longitude: 120.596 };
const paris = { latitude: 48.8566, longitude: 2.3522 };

describe('stop letters', () => {
  it('measures great-circle distances with a 6371 km Earth', () => {
    expect(distanceKm(manila, manila)).toBe(0);
    expect(distanceKm(manila, cebu)).toBeGreaterThan(560);
    expect(distanceKm(manila, cebu)).toBeLessThan(575);
    expect(distanceKm(paris, manila)).toBeCloseTo(distanceKm(manila, paris), 9);
  });

  it('letters A to Z, then AA', () => {
    expect([0, 1, 2, 25, 26, 27].map(stopLetter)).toEqual(['A', 'B', 'C', 'Z', 'AA', 'AB']);
  });

  it('orders stops nearest first from the member', () => {
    const lettered = letterStops([paris, cebu, baguio], manila);
    expect(lettered.map((entry) => [entry.stop, entry.letter])).toEqual([
      [baguio, 'B'],
      [cebu, 'C'],
      [paris, 'D'],
    ]);
    expect(lettered[0].distanceKm).toBeGreaterThan(0);
  });

  it('keeps the saved order from A without a location (no A is taken by the member then)', () => {
    const lettered = letterStops([paris, cebu, baguio], null);
    expect(lettered.map((entry) => entry.letter)).toEqual(['A', 'B', 'C']);
    expect(lettered.map((entry) => entry.stop)).toEqual([paris, cebu, baguio]);
    expect(lettered[0].distanceKm).toBeNull();
  });
});
