import { describe, expect, it } from 'vitest';
import { dayLabel, stopTimeLabel } from './stop-time';

describe('stop times', () => {
  it("shows a stop's time on its place's clock and on the reader's", () => {
    const label = stopTimeLabel({ time: '09:30', timeZone: 'Asia/Tokyo', day: 2 }, '2026-12-30', 'Europe/Paris');
    // 09:30 in Tokyo on Thursday 31 December is 01:30 the same day in Paris (the locale writes the hour its way)
    expect(label).toMatchObject({ local: '09:30', zone: 'Asia/Tokyo' });
    expect(label?.reader).toMatch(/^Thu 0?1:30/);
  });

  it('says nothing more when the reader is in the same zone, and nothing at all without a time', () => {
    expect(stopTimeLabel({ time: '18:00', timeZone: 'Africa/Lagos' }, null, 'Africa/Lagos')?.reader).toBeNull();
    expect(stopTimeLabel({ time: null, timeZone: 'Africa/Lagos' }, null, 'Africa/Lagos')).toBeNull();
  });

  it('names a day and, with a start date, its date', () => {
    expect(dayLabel(3, '2026-12-30')).toEqual({ title: 'Day 3', date: 'Fri, Jan 1, 2027' });
    expect(dayLabel(1, null)).toEqual({ title: 'Day 1', date: null });
  });
});
