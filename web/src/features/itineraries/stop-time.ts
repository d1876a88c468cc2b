import { dateOfDay, zonedInstant } from '@culturalink/common/itinerary-days';

/** The reader's own time zone (the browser's). */
export const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const today = () => new Date().toISOString().slice(0, 10);

/** A stop's planned time on its place's clock and, when the reader's zone differs, on the reader's clock. */
export interface StopTimeLabel {
  /** '09:30' as written, on the place's clock. */
  local: string;
  /** The place's zone, e.g. 'Asia/Tokyo'. */
  zone: string;
  /** The same instant on the reader's clock ('Tue 01:30'), or null when both clocks agree. */
  reader: string | null;
}

/**
 * The labels of a stop's time. Without dates the reader's clock is worked out for today's date (the zones'
 * daylight-saving rules may differ on the trip's real dates).
 */
export function stopTimeLabel(
  stop: { time?: string | null; timeZone?: string; day?: number },
  startDate: string | null,
  readerZone = readerTimeZone(),
): StopTimeLabel | null {
  if (!stop.time || !stop.timeZone) return null;
  const date = dateOfDay(startDate, stop.day ?? 1) ?? today();
  const instant = zonedInstant(date, stop.time, stop.timeZone);
  const onClock = (timeZone: string) =>
    new Intl.DateTimeFormat(undefined, { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(
      instant,
    );
  const reader = onClock(readerZone) === onClock(stop.timeZone) ? null : onClock(readerZone);
  return { local: stop.time, zone: stop.timeZone, reader };
}

/** A day's heading: 'Day 2' and, with dates, 'Thu, 31 Dec 2026'. */
export function dayLabel(number: number, startDate: string | null): { title: string; date: string | null } {
  const date = dateOfDay(startDate, number);
  return {
    title: `Day ${number}`,
    date: date
      ? new Intl.DateTimeFormat(undefined, {
          timeZone: 'UTC',
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
        }).format(new Date(`${date}T00:00:00Z`))
      : null,
  };
}
