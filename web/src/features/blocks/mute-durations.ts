import { MUTE_MAX_DAYS } from '@culturalink/common/limits';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The lengths a member may mute for; `null` mutes until they unmute. Each is within the server's MUTE_MAX_DAYS. */
export const MUTE_DURATIONS: ReadonlyArray<{ value: string; label: string; ms: number | null }> = [
  { value: 'forever', label: 'Until I unmute', ms: null },
  { value: '1h', label: 'For 1 hour', ms: HOUR_MS },
  { value: '1d', label: 'For 1 day', ms: DAY_MS },
  { value: '7d', label: 'For 7 days', ms: 7 * DAY_MS },
  { value: '30d', label: 'For 30 days', ms: 30 * DAY_MS },
].filter((duration) => duration.ms === null || duration.ms <= MUTE_MAX_DAYS * DAY_MS);

/** When a mute of this choice ends, counted from `now` (null: until undone; an unknown choice too). */
export function muteEnd(choice: string, now: Date = new Date()): Date | null {
  const ms = MUTE_DURATIONS.find((duration) => duration.value === choice)?.ms ?? null;
  return ms === null ? null : new Date(now.getTime() + ms);
}
