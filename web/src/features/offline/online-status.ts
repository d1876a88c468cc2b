import { useSyncExternalStore } from 'react';

/** Whether the browser says it has a connection (navigator.onLine; true where the browser cannot tell). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Calls `listener` on every change of connection; returns the unsubscribe function. */
export function onOnlineChange(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Runs `run` once the browser is online (at once when it is); returns a function that cancels the wait. */
export function whenOnline(run: () => void): () => void {
  if (isOnline()) {
    run();
    return () => undefined;
  }
  const stop = onOnlineChange(() => {
    if (!isOnline()) return;
    stop();
    run();
  });
  return stop;
}

/** The connection as a React value, updated on the browser's online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(onOnlineChange, isOnline, () => true);
}
