import { describe, expect, it } from 'vitest';
import { exhaustedAllowance, isLimitReached } from './trivia-allowance';

describe('trivia allowance', () => {
  it('is reached only when every fetch of the hour is used', () => {
    expect(isLimitReached(null)).toBe(false);
    expect(isLimitReached({ fetchesUsed: 9, fetchLimit: 10, resetsAt: '2026-01-01T10:00:00.000Z' })).toBe(false);
    expect(isLimitReached({ fetchesUsed: 10, fetchLimit: 10, resetsAt: '2026-01-01T10:00:00.000Z' })).toBe(true);
  });

  it('treats a RATE_LIMITED refusal as every fetch used until the retry time', () => {
    const now = new Date('2026-01-01T09:30:00.000Z');
    const allowance = exhaustedAllowance({ fetchesUsed: 7, fetchLimit: 10, resetsAt: 'x' }, 600, now);
    expect(allowance).toEqual({ fetchesUsed: 10, fetchLimit: 10, resetsAt: '2026-01-01T09:40:00.000Z' });
    expect(isLimitReached(allowance)).toBe(true);
  });

  it('assumes the spec limit of 10 when nothing was known yet', () => {
    expect(exhaustedAllowance(null, 0, new Date(0)).fetchLimit).toBe(10);
  });
});
