import { MUTE_MAX_DAYS } from '@culturalink/common/limits';
import { describe, expect, it } from 'vitest';
import { MUTE_DURATIONS, muteEnd } from './mute-durations';

describe('mute durations', () => {
  const now = new Date('2026-12-02T12:00:00.000Z');

  it('ends a timed mute that long from now, and an open one never', () => {
    expect(muteEnd('1h', now)?.toISOString()).toBe('2026-12-02T13:00:00.000Z');
    expect(muteEnd('7d', now)?.toISOString()).toBe('2026-12-09T12:00:00.000Z');
    expect(muteEnd('forever', now)).toBeNull();
    expect(muteEnd('no such choice', now)).toBeNull();
  });

  it('offers only lengths the server accepts, the open one first', () => {
    expect(MUTE_DURATIONS[0].ms).toBeNull();
    for (const duration of MUTE_DURATIONS) expect(duration.ms ?? 0).toBeLessThanOrEqual(MUTE_MAX_DAYS * 86_400_000);
  });
});
