import { useEffect, useRef } from 'react';
import { useWebSocketConnected } from '../../lib/web-socket-status';

/** The spec's polling period, used only while the WebSocket is down. */
export const POLL_INTERVAL_MS = 6000;

export function pollIntervalFor(connected: boolean): number {
  return connected ? 0 : POLL_INTERVAL_MS;
}

/** Coming back from a disconnection means events may have been missed, so the data must be fetched again. */
export function shouldRefetchOnStatusChange(previous: boolean, current: boolean): boolean {
  return !previous && current;
}

/** The poll interval to give a live query: 0 while the socket is connected, 6 s while it is not. */
export function useFallbackPollInterval(): number {
  return pollIntervalFor(useWebSocketConnected());
}

/** Refetches once each time the socket (re)connects, to catch up on events sent while it was down. */
export function useRefetchOnReconnect(refetch: () => unknown): void {
  const connected = useWebSocketConnected();
  const previous = useRef(connected);
  const latestRefetch = useRef(refetch);
  useEffect(() => {
    latestRefetch.current = refetch;
  });
  useEffect(() => {
    if (shouldRefetchOnStatusChange(previous.current, connected))
      void Promise.resolve(latestRefetch.current()).catch(() => undefined);
    previous.current = connected;
  }, [connected]);
}
