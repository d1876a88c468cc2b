const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Mar 4, 2026" */
export function formatShortDate(value: string | Date): string {
  return shortDate.format(new Date(value));
}

/** "now", "5m", "3h", "2d", or a short date once it is a week old or more. */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const then = new Date(value);
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE) return 'now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d`;
  return formatShortDate(then);
}
