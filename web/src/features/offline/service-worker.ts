import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

/** The worker's URL (web/build/offline-app.ts writes it at the root, so it controls every page). */
export const SERVICE_WORKER_URL = '/sw.js';

/** What the page needs from a Workbox (tests pass a stand-in). */
type WorkerRegistration = Pick<Workbox, 'addEventListener' | 'register' | 'messageSkipWaiting' | 'update'>;

let waiting = false;
let registration: WorkerRegistration | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/**
 * Registers the service worker of a production build. A new version installs in the background and waits: this page
 * keeps the version it started with (all of its files come from that version's precache) until the member chooses
 * Reload, and then every tab reloads on the new one together; nothing ever runs half old, half new.
 */
export async function registerServiceWorker(
  create: () => Promise<WorkerRegistration> = async () =>
    new (await import('workbox-window')).Workbox(SERVICE_WORKER_URL),
): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const worker = await create();
  worker.addEventListener('waiting', () => {
    waiting = true;
    notify();
  });
  // Another tab (or this one) chose Reload: the new worker now controls the page, whose files are of the old one.
  // (The very first worker taking over the page that installed it is no new version: nothing to reload.)
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener?.('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });
  registration = worker;
  await worker.register();
}

/** Whether a new version has installed and waits for the member's Reload. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting,
    () => false,
  );
}

/** Asks the server whether there is a new version (the browser also does on each navigation and every day). */
export async function checkForUpdate(): Promise<void> {
  await registration?.update();
}

/** Moves to the waiting version: it takes control, and the 'controlling' event above reloads the page. */
export function reloadToUpdate(): void {
  if (registration && waiting) registration.messageSkipWaiting();
  else window.location.reload();
}

/** Forgets the registration (tests). */
export function resetServiceWorkerState(): void {
  waiting = false;
  registration = null;
  notify();
}
