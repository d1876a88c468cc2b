import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloLink, execute } from '@apollo/client/link';
import { parse } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { readApiError } from '../lib/graphql-error';
import { clearRateLimited, rateLimitedUntil } from '../lib/rate-limit-wait';
import { createRateLimitLink } from './rate-limit-link';

afterEach(() => clearRateLimited());

/** Timers the test runs by hand: what was scheduled, and when (ms from now). */
function manualTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  const timers = {
    setTimeout: ((run: () => void, ms: number) => {
      const id = next++;
      pending.set(id, { run, ms });
      return id;
    }) as unknown as typeof setTimeout,
    clearTimeout: ((id: number) => void pending.delete(id)) as unknown as typeof clearTimeout,
  };
  const runAll = () => {
    const due = [...pending.entries()];
    pending.clear();
    for (const [, timer] of due) timer.run();
  };
  return { timers, pending, runAll };
}

/** A fetch that answers in turn with the given responses (the last again for further calls), counting calls. */
function answering(...responses: (() => Response)[]) {
  const calls: string[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(String(init?.body));
    return (responses.length > 1 ? responses.shift()! : responses[0]!)();
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const graphqlJson = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/graphql-response+json' } });
const refused = (retryAfterSeconds: number) => ({
  errors: [{ message: 'Too many requests.', extensions: { code: 'RATE_LIMITED', retryAfterSeconds } }],
});

const NOW = 1_000_000;

function run(source: string, fetch: typeof globalThis.fetch, timers: ReturnType<typeof manualTimers>['timers']) {
  const link = ApolloLink.from([createRateLimitLink(timers, () => NOW), new HttpLink({ uri: '/graphql', fetch })]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const seen: { results: unknown[]; error?: unknown; done: boolean } = { results: [], done: false };
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const subscription = execute(link, { query: parse(source) }, { client }).subscribe({
    next: (value) => seen.results.push(value),
    error: (error: unknown) => {
      seen.error = error;
      seen.done = true;
      settle();
    },
    complete: () => {
      seen.done = true;
      settle();
    },
  });
  return { seen, settled, subscription };
}

/** Waits until `check` holds (the fetch answers on a microtask): a signal, never a fixed sleep. */
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await Promise.resolve().then(() => new Promise((r) => setTimeout(r, 0)));
  expect(check()).toBe(true);
}

describe('createRateLimitLink', () => {
  it("sends a query refused with 429 again after its Retry-After, and shows the wait until it's answered", async () => {
    const { timers, pending, runAll } = manualTimers();
    const server = answering(json(429, refused(3), { 'retry-after': '3' }), json(200, { data: { me: null } }));
    const { seen, settled } = run('query Me { me { id } }', server.fetch, timers);
    await until(() => pending.size === 1);
    expect([...pending.values()][0]!.ms).toBe(3000);
    expect(rateLimitedUntil()).toBe(NOW + 3000);
    expect(seen.results).toEqual([]);
    expect(seen.done).toBe(false);
    runAll();
    await settled;
    expect(server.calls).toHaveLength(2);
    expect(seen.error).toBeUndefined();
    expect(seen.results).toEqual([{ data: { me: null } }]);
    expect(rateLimitedUntil()).toBeNull();
  });

  it("reads the wait of Apollo Server's own 429 (graphql-response+json, retryAfterSeconds) and retries as often as refused", async () => {
    const { timers, pending, runAll } = manualTimers();
    const server = answering(
      graphqlJson(429, refused(2)),
      graphqlJson(429, refused(5)),
      graphqlJson(200, { data: { me: null } }),
    );
    const { seen, settled } = run('query Me { me { id } }', server.fetch, timers);
    await until(() => pending.size === 1);
    expect([...pending.values()][0]!.ms).toBe(2000);
    runAll();
    await until(() => pending.size === 1);
    expect([...pending.values()][0]!.ms).toBe(5000);
    runAll();
    await settled;
    expect(server.calls).toHaveLength(3);
    expect(seen.results).toEqual([{ data: { me: null } }]);
  });

  it('passes a mutation refused with 429 to its caller as RATE_LIMITED, without retrying it', async () => {
    const { timers, pending } = manualTimers();
    const server = answering(json(429, refused(4), { 'retry-after': '4' }));
    const { seen, settled } = run('mutation Post { createPost { id } }', server.fetch, timers);
    await settled;
    expect(server.calls).toHaveLength(1);
    expect(pending.size).toBe(0);
    expect(readApiError(seen.error)).toEqual({
      code: 'RATE_LIMITED',
      message: 'You are going faster than CulturaLink allows; trying again in 4 s.',
      extensions: { retryAfterSeconds: 4 },
    });
  });

  it('passes other failures through untouched, and stops waiting when the query is dropped', async () => {
    const { timers, pending } = manualTimers();
    const failing = answering(json(500, { errors: [{ message: 'boom' }] }));
    const first = run('query Me { me { id } }', failing.fetch, timers);
    await first.settled;
    expect(readApiError(first.seen.error).code).toBe('NETWORK');
    expect(pending.size).toBe(0);

    const limited = answering(json(429, refused(9), { 'retry-after': '9' }));
    const second = run('query Me { me { id } }', limited.fetch, timers);
    await until(() => pending.size === 1);
    second.subscription.unsubscribe();
    expect(pending.size).toBe(0);
  });
});
