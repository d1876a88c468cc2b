/**
 * Days and times of an itinerary, the one rule the API and the web share: a start date is an ISO calendar date
 * (`2026-12-24`), a stop's time a 24-hour wall-clock time (`09:30`) in the time zone of the stop's place.
 */

/** Most days one itinerary may have. */
export const ITINERARY_DAYS_MAX = 60;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether the text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether the text is a 24-hour time written HH:MM. */
export const isClockTime = (text: string): boolean => CLOCK_TIME.test(text);

/** The ISO date `days` after `date` (which must be an ISO date). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The date of day `number` (1-based) of an itinerary starting on `startDate`; null when it has no start date. */
export const dateOfDay = (startDate: string | null, number: number): string | null =>
  startDate ? addDays(startDate, number - 1) : null;

/** Milliseconds the zone is ahead of UTC at the instant `at`. */
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant at which the clock in `timeZone` shows `time` on `date`. A time skipped by a daylight-saving jump
 * reads as the same clock time after the jump; a repeated one as its first occurrence.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  const valid = [first, second].filter((at) => at + zoneOffset(at, timeZone) === wall);
  return new Date(valid.length > 0 ? Math.min(...valid) : first);
}
