import { describe, expect, it } from 'vitest';
import { compactCount } from './compact-count';

describe('compactCount', () => {
  it('keeps small counts as they are', () => {
    expect(compactCount(0)).toBe('0');
    expect(compactCount(999)).toBe('999');
  });

  it('shows thousands as x.xk without rounding up', () => {
    expect(compactCount(1000)).toBe('1k');
    expect(compactCount(1250)).toBe('1.2k');
    expect(compactCount(1999)).toBe('1.9k');
    expect(compactCount(45_300)).toBe('45.3k');
  });

  it('shows millions as x.xM', () => {
    expect(compactCount(2_500_000)).toBe('2.5M');
  });
});
