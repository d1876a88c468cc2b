import { vi } from 'vitest';

/**
 * The api tests' waits: each waits for a signal (a state re-checked between tries, the server's own count of
 * registered subscriptions), never for a fixed time. eslint.config.js forbids raw sleeps in tests; this kit is
 * where the one polling loop lives (vi.waitFor's).
 */

export interface WaitOptions {
  /** fail after this many ms (default 15 s: two busy cores) */
  timeout?: number;
  /** re-check every this many ms (default 20) */
  interval?: number;
  /** what is waited for, named in the failure */
  what?: string;
}

/** Resolves once `check` answers true, re-checked every `interval` ms; fails after `timeout` ms. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  { timeout = 15_000, interval = 20, what = 'the state' }: WaitOptions = {},
): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    },
    { timeout, interval },
  );
}

/** The server's count of GraphQL subscriptions started so far (graphql_subscriptions_started_total on /metrics). */
export async function subscriptionsStarted(url: string): Promise<number> {
  const res = await fetch(`${url}/metrics`);
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  const line = (await res.text()).split('\n').find((l) => l.startsWith('graphql_subscriptions_started_total '));
  return line === undefined ? 0 : Number(line.split(' ')[1]);
}

/**
 * Takes the server's subscription count now; the function it returns resolves once `count` more subscriptions
 * have been registered on the server (their event streams listen), so an event published then reaches them:
 * `const registered = await registrations(t.url); ...subscribe twice...; await registered(2); await publish()`.
 */
export async function registrations(url: string): Promise<(count: number, options?: WaitOptions) => Promise<void>> {
  const before = await subscriptionsStarted(url);
  return (count, options) =>
    waitFor(async () => (await subscriptionsStarted(url)) >= before + count, {
      what: `${count} subscription(s) to be registered`,
      ...options,
    });
}
