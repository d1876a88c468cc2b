import { describe, expect, it } from 'vitest';
import { formatShortDate, relativeTime } from './relative-time';

const now = new Date('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  it('shows minutes, hours and days', () => {
    expect(relativeTime(ago(20_000), now)).toBe('now');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5m');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3h');
    expect(relativeTime(ago(2 * 86_400_000), now)).toBe('2d');
  });

  it('shows a short date from a week on', () => {
    expect(relativeTime('2026-03-04T12:00:00Z', now)).toBe('Mar 4, 2026');
  });

  it('accepts ISO strings', () => {
    expect(relativeTime(ago(6 * 86_400_000).toISOString(), now)).toBe('6d');
  });
});

describe('formatShortDate', () => {
  it('uses the short month, day and year', () => {
    expect(formatShortDate('2025-12-25T12:00:00Z')).toBe('Dec 25, 2025');
  });
});
