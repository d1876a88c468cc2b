import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signUpMember } from '../../test/factories.js';

/** The budgets (300 points / 5 minutes for guests and tokens, 3000 for web sessions here) on every door, with their headers. */
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { rateLimitPoints: 300, webRateLimitPoints: 3000 } });
  proxied = await startTestApp({ config: { rateLimitPoints: 10, trustProxy: 1 } });
});
beforeEach(async () => {
  await t.app.services.rateLimiter.clear();
  await proxied.app.services.rateLimiter.clear();
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

const ME = '{ me { id } }';

function expectLimitHeaders(headers: Headers, limit = 300) {
  expect(headers.get('ratelimit-limit')).toBe(String(limit));
  expect(Number(headers.get('ratelimit-remaining'))).toBeGreaterThanOrEqual(0);
  expect(Number(headers.get('ratelimit-reset'))).toBeGreaterThan(0);
  expect(Number(headers.get('ratelimit-reset'))).toBeLessThanOrEqual(300);
}

describe('the general rate limit', () => {
  it('sends RateLimit-Limit, -Remaining and -Reset with every answer of every door, errors included', async () => {
    const member = await signUpMember(t);
    const answers = [
      await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: ME }),
      }),
      await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ nope }' }),
      }),
      await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
      await fetch(`${t.url}/api/posts-list`),
      await fetch(`${t.url}/api/user`),
      await fetch(`${t.url}/api/no-such-route`),
      await fetch(`${t.url}/api/user`, { headers: { authorization: `Token ${member.token}` } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 400, 400, 200, 401, 404, 200]);
    for (const answer of answers.slice(0, -1)) expectLimitHeaders(answer.headers);
    expectLimitHeaders(answers.at(-1)!.headers, 3000); // the member's web sessions have their own budget
  });

  it('charges a signed-in member apart from their address', async () => {
    const member = await signUpMember(t);
    await t.app.services.rateLimiter.clear();
    const guest = await t.gql(ME);
    expect(guest.status).toBe(200);
    const first = await fetch(`${t.url}/api/user`, { headers: { authorization: `Token ${member.token}` } });
    const second = await fetch(`${t.url}/api/user`, { headers: { authorization: `Token ${member.token}` } });
    expect(first.headers.get('ratelimit-remaining')).toBe('2999');
    expect(second.headers.get('ratelimit-remaining')).toBe('2998');
    // the guest's `{ me { id } }` cost 2, this REST call 1
    const guestAgain = await fetch(`${t.url}/api/posts-list`);
    expect(guestAgain.headers.get('ratelimit-remaining')).toBe('297');
  });

  it('meets a burst of 1,500 anonymous requests of 1 point each with 429 and Retry-After, over REST and GraphQL alike', async () => {
    const statuses: number[] = [];
    const refusals: Response[] = [];
    for (let round = 0; round < 30; round += 1) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2
            ? fetch(`${t.url}/api/posts-list`)
            : fetch(`${t.url}/graphql`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ query: '{ __typename }' }),
              }),
        ),
      );
      for (const answer of batch) {
        statuses.push(answer.status);
        if (answer.status === 429) refusals.push(answer);
        else await answer.arrayBuffer();
      }
    }
    expect(statuses).toHaveLength(1500);
    expect(statuses.filter((status) => status === 200)).toHaveLength(300);
    expect(refusals).toHaveLength(1200);
    for (const refusal of refusals) {
      expect(Number(refusal.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refusal.headers.get('ratelimit-remaining')).toBe('0');
      const body = (await refusal.json()) as { code: string; errors?: { extensions: { code: string } }[] };
      expect(body.code).toBe('RATE_LIMITED');
      // a GraphQL client reads the refusal where it reads every error (it was a REST-shaped body only)
      if (new URL(refusal.url).pathname === '/graphql') expect(body.errors?.[0].extensions.code).toBe('RATE_LIMITED');
    }
    expect(refusals.some((refusal) => new URL(refusal.url).pathname === '/graphql')).toBe(true);
  }, 240_000);

  it('gives a WebSocket operation past the budget a RATE_LIMITED error on that operation', async () => {
    const small = await startTestApp({ config: { rateLimitPoints: 10 } });
    try {
      const client = small.wsClient();
      const results: { errors?: { extensions?: Record<string, unknown> }[] }[] = [];
      for (let i = 0; i < 12; i += 1) {
        results.push(
          await new Promise((resolve) => {
            const seen: unknown[] = [];
            client.subscribe(
              { query: '{ __typename }' },
              {
                next: (value) => seen.push(value),
                error: (errors) => resolve({ errors: errors as { extensions?: Record<string, unknown> }[] }),
                complete: () => resolve(seen[0] as { errors?: { extensions?: Record<string, unknown> }[] }),
              },
            );
          }),
        );
      }
      expect(results.slice(0, 10).every((result) => !result.errors)).toBe(true);
      expect(results[10].errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(results[11].errors?.[0]?.extensions?.retryAfterSeconds)).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });

  it('answers a specific limit (login) over GraphQL with HTTP 429 and Retry-After, not a 200', async () => {
    const LOGIN = `mutation { login(username: "nobody_here", password: "Wrong#Pass1") { token } }`;
    let last = await t.gql(LOGIN);
    for (let i = 0; i < 10; i += 1) last = await t.gql(LOGIN);
    expect(last.status).toBe(429);
    expect(last.errors![0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    const raw = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: LOGIN }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not count the default avatar, a static picture like /uploads', async () => {
    const avatar = await fetch(`${t.url}/api/default-avatar.svg`);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('ratelimit-limit')).toBeNull();
    const next = await fetch(`${t.url}/api/posts-list`);
    expect(next.headers.get('ratelimit-remaining')).toBe('299');
  });
});

describe('a client past its limit', () => {
  const client = { 'x-forwarded-for': '203.0.113.40' };
  const exhaust = async () => {
    for (let i = 0; i < 10; i += 1) await fetch(`${proxied.url}/api/posts-list`, { headers: client });
  };

  it('is refused before its large GraphQL body is read: the 429 comes while the body is still on its way', async () => {
    await exhaust();
    const { hostname, port } = new URL(proxied.url);
    const answer = await new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
      const request = http.request(
        {
          hostname,
          port,
          method: 'POST',
          path: '/graphql',
          headers: { ...client, 'content-type': 'application/json', 'content-length': String(900 * 1024) },
        },
        (response) => {
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] });
          request.destroy();
        },
      );
      request.on('error', reject);
      // 1 KB of a 900 KB body; the rest never comes. Reading first would wait for it forever.
      request.write(`{"query":"{ me { id } }","variables":{"pad":"${'x'.repeat(1000)}`);
    });
    expect(answer.status).toBe(429);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  });

  it('may still ask for its own limit, the one query read before the limit', async () => {
    await exhaust();
    const res = await fetch(`${proxied.url}/graphql`, {
      method: 'POST',
      headers: { ...client, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ rateLimit { remaining } }' }),
    });
    expect(res.status).toBe(200);
    const counted = await fetch(`${proxied.url}/graphql`, {
      method: 'POST',
      headers: { ...client, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(counted.status).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('a made-up X-Forwarded-For does not give a fresh limit behind one trusted proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      // What a client sends, then what the one trusted proxy appends: the address it saw.
      const res = await fetch(`${proxied.url}/api/posts-list`, {
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client behind the same proxy has its own limit.
    const other = await fetch(`${proxied.url}/api/posts-list`, { headers: { 'x-forwarded-for': '203.0.113.8' } });
    expect(other.status).toBe(200);
  });

  it('ignores X-Forwarded-For entirely when no proxy is trusted', async () => {
    const small = await startTestApp({ config: { rateLimitPoints: 10 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push(
          (await fetch(`${small.url}/api/posts-list`, { headers: { 'x-forwarded-for': `198.51.100.${i}` } })).status,
        );
      expect(statuses[10]).toBe(429);
    } finally {
      await small.close();
    }
  });
});
