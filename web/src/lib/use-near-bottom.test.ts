import { describe, expect, it } from 'vitest';
import { isNearBottom } from './use-near-bottom';

describe('isNearBottom', () => {
  it('is true within 10 px of the bottom', () => {
    expect(isNearBottom(1990 - 800, 800, 2000)).toBe(true);
    expect(isNearBottom(1200, 800, 2000)).toBe(true);
  });

  it('is false further up', () => {
    expect(isNearBottom(1189, 800, 2000)).toBe(false);
    expect(isNearBottom(0, 800, 2000)).toBe(false);
  });
});
