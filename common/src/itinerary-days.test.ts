import { describe, expect, it } from 'vitest';
import { addDays, dateOfDay, isClockTime, isIsoDate, zonedInstant } from './itinerary-days';

describe('itinerary days', () => {
  it('accepts only real ISO dates and 24-hour times', () => {
    expect(isIsoDate('2026-12-24')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('24/12/2026')).toBe(false);
    expect(isClockTime('09:30')).toBe(true);
    expect(isClockTime('23:59')).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('9:30')).toBe(false);
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(dateOfDay('2026-02-27', 3)).toBe('2026-03-01');
    expect(dateOfDay(null, 2)).toBeNull();
  });

  it('finds the instant of a wall-clock time in the place’s zone', () => {
    expect(zonedInstant('2026-12-24', '09:30', 'Asia/Tokyo').toISOString()).toBe('2026-12-24T00:30:00.000Z');
    expect(zonedInstant('2026-12-24', '09:30', 'Africa/Lagos').toISOString()).toBe('2026-12-24T08:30:00.000Z');
    expect(zonedInstant('2026-07-01', '12:00', 'Europe/Paris').toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(zonedInstant('2026-01-01', '00:15', 'America/New_York').toISOString()).toBe('2026-01-01T05:15:00.000Z');
  });

  it('reads a time skipped by a daylight-saving jump as the clock after it, a repeated one as the first', () => {
    // New York skips 02:00-03:00 on 2026-03-08 and repeats 01:00-02:00 on 2026-11-01
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});
