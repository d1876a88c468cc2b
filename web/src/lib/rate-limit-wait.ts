import { useSyncExternalStore } from 'react';

/**
 * When the server last said "not before" (HTTP 429 with Retry-After): the queries refused then are retried at
 * that moment (app/rate-limit-link.ts), and the app shows a countdown until it (app/rate-limit-notice.tsx).
 */
let retryAt: number | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The longest wait believed from one answer: a Retry-After beyond this is a mistake, not a plan. */
export const MAX_RATE_LIMIT_WAIT_SECONDS = 300;

/** Seconds to wait as an answer says them, from 1 to MAX_RATE_LIMIT_WAIT_SECONDS (1 when it says nothing usable). */
export function waitSeconds(value: unknown): number {
  const seconds = Math.ceil(Number(value));
  if (!Number.isFinite(seconds) || seconds < 1) return 1;
  return Math.min(MAX_RATE_LIMIT_WAIT_SECONDS, seconds);
}

/** The wait the current countdown started with, in seconds (what a screen reader is told, once). */
let announced: number | null = null;
/** Wakes the countdown at each whole second left, and once more when the wait is over. */
let ticker: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  if (ticker !== undefined) clearTimeout(ticker);
  ticker = undefined;
  if (retryAt === null) return;
  const left = retryAt - Date.now();
  if (left <= 0) return;
  ticker = setTimeout(
    () => {
      notify();
      tick();
    },
    left % 1000 || 1000,
  );
}

/** Records a refusal: nothing is retried before `seconds` from now. Returns when that is (ms since the epoch). */
export function noteRateLimited(seconds: number, now = Date.now()): number {
  const at = now + waitSeconds(seconds) * 1000;
  if (retryAt === null || at > retryAt) {
    if (retryAt === null || retryAt <= now) announced = waitSeconds(seconds);
    retryAt = at;
    notify();
    tick();
  }
  return retryAt;
}

/** The refused requests ran again (or the wait is over): the countdown goes away. */
export function clearRateLimited(): void {
  if (retryAt === null) return;
  retryAt = null;
  announced = null;
  notify();
  tick();
}

export const rateLimitedUntil = (): number | null => retryAt;

/** Whole seconds left before the refused requests are retried; null when nothing waits (or the wait is over). */
export function rateLimitSecondsLeft(now = Date.now()): number | null {
  if (retryAt === null) return null;
  const left = Math.ceil((retryAt - now) / 1000);
  return left > 0 ? left : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const announcedWait = () => (rateLimitSecondsLeft() === null ? null : announced);

/**
 * The countdown while requests wait out a 429: `seconds` left, ticking each second, and the wait it `started` with;
 * both null when nothing waits.
 */
export function useRateLimitCountdown(): { seconds: number | null; started: number | null } {
  const seconds = useSyncExternalStore(
    subscribe,
    () => rateLimitSecondsLeft(),
    () => null,
  );
  const started = useSyncExternalStore(subscribe, announcedWait, () => null);
  return { seconds, started };
}

/** What people read while they wait. */
export const rateLimitMessage = (seconds: number) =>
  `You are going faster than CulturaLink allows; trying again in ${seconds} s.`;
