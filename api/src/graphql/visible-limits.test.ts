import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type UntypedJson } from '../../test/harness.js';
import { signUpMember } from '../../test/factories.js';
import { FREE_RULE } from '../app/request-rate-limit.js';
import { QUERY_LIMITS } from './limits.js';

/** extensions.cost and extensions.rateLimit on every answer, and the free `rateLimit` query. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { rateLimitPoints: 3000, webRateLimitPoints: 5000 } });
});
beforeEach(async () => {
  await t.app.services.rateLimiter.clear();
});
afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, UntypedJson>;
    errors?: { extensions?: Record<string, unknown> }[];
    extensions?: {
      cost?: { requested: number; limit: number; remaining: number; charged: number };
      rateLimit?: { limit: number; remaining: number; resetAt: string; budget?: string };
    };
  };
}

async function post(query: string, variables?: Record<string, unknown>, token?: string): Promise<Answer> {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
}

const FEED = (first: string) =>
  `{ feed(first: ${first}) { edges { node { id title likers(first: 3) { nodes { id } } } } } }`;

describe('visible limits', () => {
  it('puts extensions.cost and extensions.rateLimit on every answer, errors included, as the headers say', async () => {
    const started = Date.now();
    const firstAnswer = await post('{ me { id } }');
    const firstAnswered = Date.now();
    const answers = [
      firstAnswer,
      await post(FEED('10')),
      await post('{ nope }'),
      await post(
        `{ feed(first: 50) { edges { node { likers(first: 50) { nodes { followers(first: 50) { edges { node { id } } } } } } } } }`,
      ),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 400, 400]);
    for (const answer of answers) {
      const { cost, rateLimit } = answer.body.extensions!;
      expect(cost?.limit).toBe(QUERY_LIMITS.cost);
      // remaining: what the operation left of the per-operation limit, never below 0
      expect(cost?.remaining).toBe(Math.max(0, QUERY_LIMITS.cost - cost!.requested));
      expect(rateLimit?.limit).toBe(3000);
      expect(rateLimit?.remaining).toBe(Number(answer.headers.get('ratelimit-remaining')));
      // the window opened by the first request ends 5 minutes after it (the header rounds up to seconds)
      const resetAt = Date.parse(rateLimit!.resetAt);
      expect(resetAt).toBeGreaterThan(started);
      expect(resetAt).toBeLessThanOrEqual(Date.now() + Number(answer.headers.get('ratelimit-reset')) * 1000);
      expect(resetAt).toBeLessThanOrEqual(firstAnswered + 300_000);
    }
    // charged: each its cost (2, then 111); 1 for a document refused before it is measured or run
    expect(answers.map((a) => a.body.extensions!.cost!.charged)).toEqual([2, 111, 1, 1]);
    expect(answers.map((a) => a.body.extensions!.rateLimit!.remaining)).toEqual([2998, 2887, 2886, 2885]);
    expect(answers[0].body.extensions!.cost!.requested).toBe(2);
    // feed 1 + 10 × (edges 1 + node 1 + id 1 + title 1 + likers (1 + 3 × (nodes 1 + id 1)))
    expect(answers[1].body.extensions!.cost!.requested).toBe(1 + 10 * (1 + 1 + 1 + 1 + (1 + 3 * 2)));
    expect(answers[2].body.extensions!.cost!.requested).toBe(0);
    expect(answers[3].body.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(answers[3].body.extensions!.cost!.requested).toBeGreaterThan(QUERY_LIMITS.cost);
    expect(answers[1].body.extensions!.cost!.remaining).toBe(QUERY_LIMITS.cost - 111);
    expect(answers[2].body.extensions!.cost!.remaining).toBe(QUERY_LIMITS.cost);
    expect(answers[3].body.extensions!.cost!.remaining).toBe(0);
  });

  it('counts a page size given by a variable, or a variable default, exactly as the same literal', async () => {
    for (const size of [1, 7, 50]) {
      const literal = await post(FEED(String(size)));
      const variable = await post(
        `query ($n: Int) { feed(first: $n) { edges { node { id title likers(first: 3) { nodes { id } } } } } }`,
        { n: size },
      );
      const byDefault = await post(
        `query ($n: Int = ${size}) { feed(first: $n) { edges { node { id title likers(first: 3) { nodes { id } } } } } }`,
      );
      expect(literal.status).toBe(200);
      expect(variable.body.extensions!.cost!.requested).toBe(literal.body.extensions!.cost!.requested);
      expect(byDefault.body.extensions!.cost!.requested).toBe(literal.body.extensions!.cost!.requested);
    }
  });

  it('answers rateLimit for the caller without charging it, at cost 0, also for a token of any scope', async () => {
    const member = await signUpMember(t);
    await t.app.services.rateLimiter.clear();
    await post('{ me { id } }', undefined, member.token);
    const query = '{ rateLimit { limit remaining budget resetAt windowSeconds queryCostLimit } }';
    const first = await post(query, undefined, member.token);
    const second = await post(query, undefined, member.token);
    expect(first.status).toBe(200);
    expect(first.body.data!.rateLimit).toMatchObject({
      limit: 5000,
      remaining: 4998,
      budget: 'WEB',
      windowSeconds: 300,
      queryCostLimit: QUERY_LIMITS.cost,
    });
    expect(second.body.data!.rateLimit).toEqual(first.body.data!.rateLimit);
    expect(first.body.extensions!.cost!.requested).toBe(0);
    expect(first.body.extensions!.cost!.charged).toBe(0);
    expect(first.body.extensions!.rateLimit).toEqual({
      limit: 5000,
      remaining: 4998,
      resetAt: first.body.data!.rateLimit.resetAt,
      budget: 'web',
    });
    expect(first.headers.get('ratelimit-remaining')).toBe('4998');
    // a guest (counted by address) stands apart from the member
    expect((await post(query)).body.data!.rateLimit).toMatchObject({ remaining: 3000, budget: 'GUEST' });

    const created = await post(
      'mutation { createAccessToken(input: { name: "bell", scopes: [NOTIFICATIONS] }) { secret } }',
      undefined,
      member.token,
    );
    const secret = created.body.data!.createAccessToken.secret as string;
    const byToken = await post(query, undefined, secret);
    expect(byToken.status).toBe(200);
    // a personal access token has a budget of its own
    expect(byToken.body.data!.rateLimit).toMatchObject({ limit: 3000, remaining: 3000, budget: 'TOKEN' });
  });

  it('charges a query asking for more than rateLimit, and bounds free queries with a budget of their own', async () => {
    const mixed = await post('{ rateLimit { remaining } me { id } }');
    expect(mixed.body.extensions!.cost!.charged).toBe(2);
    expect(mixed.body.data!.rateLimit.remaining).toBe(2998);
    expect(mixed.body.extensions!.rateLimit!.remaining).toBe(2998);
    const statuses: number[] = [];
    for (let i = 0; i < FREE_RULE.limit + 1; i++) statuses.push((await post('{ rateLimit { remaining } }')).status);
    expect(statuses.slice(0, FREE_RULE.limit).every((s) => s === 200)).toBe(true);
    expect(statuses[FREE_RULE.limit]).toBe(429);
    expect((await post('{ me { id } }')).body.extensions!.rateLimit!.remaining).toBe(2996);
  });

  it('puts the same extensions on query results over WebSocket, and does not charge rateLimit there', async () => {
    const client = t.wsClient();
    const run = (query: string) =>
      new Promise<Answer['body']>((resolve, reject) => {
        let result: Answer['body'] = {};
        client.subscribe(
          { query },
          { next: (value) => (result = value as Answer['body']), error: reject, complete: () => resolve(result) },
        );
      });
    const first = await run(FEED('5'));
    const requested = 1 + 5 * (1 + 1 + 1 + 1 + (1 + 3 * 2));
    expect(first.extensions?.cost).toEqual({
      requested,
      limit: QUERY_LIMITS.cost,
      remaining: QUERY_LIMITS.cost - requested,
      charged: requested,
    });
    expect(first.extensions?.rateLimit).toMatchObject({ limit: 3000, remaining: 3000 - requested, budget: 'guest' });
    const free = await run('{ rateLimit { remaining } }');
    expect(free.data?.rateLimit.remaining).toBe(3000 - requested);
    expect(free.extensions?.cost).toMatchObject({ requested: 0, charged: 0 });
    expect((await run('{ me { id } }')).extensions?.rateLimit?.remaining).toBe(3000 - requested - 2);
  });
});
