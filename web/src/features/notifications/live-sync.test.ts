import { describe, expect, it } from 'vitest';
import { POLL_INTERVAL_MS, pollIntervalFor, shouldRefetchOnStatusChange } from './live-sync';

describe('live sync with a polling fallback', () => {
  it('polls every 6000 ms only while the WebSocket is not connected', () => {
    expect(POLL_INTERVAL_MS).toBe(6000);
    expect(pollIntervalFor(false)).toBe(6000);
    expect(pollIntervalFor(true)).toBe(0);
  });

  it('refetches when the socket comes back, not when it stays up or goes down', () => {
    expect(shouldRefetchOnStatusChange(false, true)).toBe(true);
    expect(shouldRefetchOnStatusChange(true, true)).toBe(false);
    expect(shouldRefetchOnStatusChange(true, false)).toBe(false);
    expect(shouldRefetchOnStatusChange(false, false)).toBe(false);
  });
});
