import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { buildSchema, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { RateLimiter } from '../src/app/rate-limiter.js';
import { oauthRoutes } from '../src/features/oauth/oauth.rest.js';
import { createRestRouter } from '../src/rest/router.js';
import { createAdmin, createMember, seedComment, seedItinerary, seedPost, seedReport } from './factories.js';
import {
  brokenDocument,
  malformedGraphQLBody,
  operationCase,
  restCase,
  routeMatches,
  routesOf,
  socketConversation,
  type RouteInfo,
} from './fuzz-arbitraries.js';
import { startTestApp, type TestApp } from './harness.js';

// Property-based fuzzing of every door (issue: hardening): thousands of malformed REST calls, GraphQL
// operations and graphql-ws messages, generated with a fixed seed so a failure replays exactly. Whatever
// is sent, the answer is never a 5xx nor an INTERNAL_SERVER_ERROR, and the server is healthy afterwards.

const SEED = 9_2026;
/** FUZZ_SCALE=10 runs ten times as many cases (a deeper local run); FUZZ_SEED tries other cases. */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const BASE_SEED = Number(process.env.FUZZ_SEED ?? SEED);
const here = path.dirname(fileURLToPath(import.meta.url));
const schema = buildSchema(fs.readFileSync(path.join(here, '../../schema.graphql'), 'utf8'));
const contractDir = path.join(here, '../src/rest/contract');
/** The endpoints the REST contract tests call (`t.rest('PUT', `/api/posting/${id}/`)`), parameters as `x`. */
const contractCalls = fs
  .readdirSync(contractDir)
  .filter((file) => file.endsWith('.test.ts'))
  .flatMap((file) => [
    ...fs
      .readFileSync(path.join(contractDir, file), 'utf8')
      .matchAll(/'(GET|POST|PUT|PATCH|DELETE)',\s*[`'"]\/api(\/[^`'"?]*)/g),
  ])
  .map(([, method, concrete]) => ({ method, concrete: concrete.replace(/\$\{[^}]*\}/g, 'x') }));

let t: TestApp;
let tokens: string[];
let realIds: string[];
let routes: RouteInfo[];

beforeAll(async () => {
  // Every specific limit raised a thousandfold and the general one off: the fuzz is a flood from one address.
  t = await startTestApp({ config: { rateLimitScale: 1000, rateLimitPoints: 100_000_000 } });
  const member = await createMember(t);
  const other = await createMember(t);
  const admin = await createAdmin(t);
  tokens = [member.token, other.token, admin.token];
  const postId = await seedPost(t, member.id);
  const otherPost = await seedPost(t, other.id);
  const commentId = await seedComment(t, other.id, postId);
  const itinerary = await seedItinerary(t, member.id);
  const reportId = await seedReport(t, other.id, postId);
  realIds = [member.id, other.id, admin.id, postId, otherPost, commentId, itinerary.id, ...itinerary.stopIds, reportId];
  realIds.push(member.username, other.username);
  routes = routesOf(createRestRouter(t.app.services));
}, 60_000);
afterAll(() => t?.close());

/** What went wrong with one case, or nothing. */
type Finding = string | undefined;

/** Runs `check` over the cases, a few at a time, and returns every finding (not just the first). */
async function runAll<T extends { describe: string }>(cases: T[], check: (c: T) => Promise<Finding>, parallel = 4) {
  const findings: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < cases.length) {
        const c = cases[next++];
        const finding = await check(c).catch(
          (error: unknown) => `threw ${String(error)} (${String((error as { cause?: unknown }).cause)})`,
        );
        if (finding) findings.push(`${finding}\n    sent: ${c.describe}`);
      }
    }),
  );
  return findings;
}

/** A finding for an HTTP answer: a 5xx, or INTERNAL_SERVER_ERROR anywhere in the body. */
function judge(status: number, text: string): Finding {
  if (status >= 500) return `HTTP ${status}: ${text.slice(0, 300)}`;
  if (text.includes('INTERNAL_SERVER_ERROR')) return `INTERNAL_SERVER_ERROR (HTTP ${status}): ${text.slice(0, 300)}`;
  return undefined;
}

const sample = <T>(arbitrary: fc.Arbitrary<T>, numRuns: number, offset: number) =>
  fc.sample(arbitrary, { seed: BASE_SEED + offset, numRuns: Math.ceil(numRuns * SCALE) });

async function send(method: string, urlPath: string, headers: Record<string, string>, body?: string | FormData) {
  const res = await fetch(`${t.url}${urlPath}`, { method, headers, body, redirect: 'manual' });
  return judge(res.status, await res.text());
}

function rootFields(type: GraphQLObjectType | null | undefined): GraphQLField<unknown, unknown>[] {
  return type ? Object.values(type.getFields()) : [];
}

describe('fuzz: REST', () => {
  it('the route list read from the router holds every endpoint the REST contract tests call', async () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(contractCalls.length).toBeGreaterThan(40);
    const unrouted = contractCalls.filter(
      (d) => !routes.some((r) => r.method === d.method && routeMatches(r.path, d.concrete)),
    );
    // a call the walker found no route for must be one no route answers (the contract's deliberate 404s),
    // else the walker missed a route and the fuzz would not cover it
    for (const call of unrouted) {
      const res = await t.rest(call.method, `/api${call.concrete}`, { token: tokens[0] });
      expect({ ...call, answer: res.body }).toMatchObject({
        answer: { code: 'NOT_FOUND', error: 'No such endpoint.' },
      });
    }
  });

  it('malformed calls to every route are never answered 5xx', async () => {
    const cases = routes.flatMap((route, i) =>
      sample(restCase(route, realIds, tokens), 12, i).map((c) => ({ ...c, route })),
    );
    const findings = await runAll(cases, (c) => send(c.method, c.path, c.headers, c.body));
    // every route was called (a route the walker missed would be missing from `cases`)
    expect(new Set(cases.map((c) => `${c.route.method} ${c.route.path}`)).size).toBe(routes.length);
    expect(findings).toEqual([]);
  }, 120_000);

  it('malformed calls to the OAuth endpoints (/oauth/token, /oauth/revoke) are never answered 5xx', async () => {
    const oauth = routesOf(oauthRoutes(t.app.services));
    expect(oauth.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(['POST /token', 'POST /revoke']));
    // the same malformed calls as the /api routes get, sent to /oauth instead
    const cases = oauth.flatMap((route, i) =>
      sample(restCase(route, realIds, tokens), 40, 500 + i).map((c) => ({
        ...c,
        path: c.path.replace(/^\/api/, '/oauth'),
      })),
    );
    const findings = await runAll(cases, (c) => send(c.method, c.path, c.headers, c.body));
    expect(findings).toEqual([]);
  }, 120_000);
});

describe('fuzz: GraphQL over HTTP', () => {
  const operations = (kind: 'query' | 'mutation' | 'subscription', type: GraphQLObjectType | null | undefined) =>
    rootFields(type).map((field) => ({ field, arbitrary: operationCase(kind, field, realIds) }));

  const post = (op: { query: string; variables?: unknown; operationName?: string }, authorization?: string) =>
    send(
      'POST',
      '/graphql',
      { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      JSON.stringify(op),
    );

  it('every query and mutation with random, missing and mistyped arguments', async () => {
    const all = [...operations('query', schema.getQueryType()), ...operations('mutation', schema.getMutationType())];
    expect(all.length).toBeGreaterThan(50);
    const cases = all.flatMap(({ arbitrary }, i) =>
      sample(fc.tuple(arbitrary, fc.option(fc.constantFrom(...tokens), { freq: 3 })), 8, 1000 + i).map(
        ([op, token]) => ({ ...op, token }),
      ),
    );
    const findings = await runAll(cases, (c) => post(c, c.token ? `Bearer ${c.token}` : undefined));
    expect(findings).toEqual([]);
  }, 120_000);

  it('broken documents and bodies that are not GraphQL requests', async () => {
    const anyOperation = fc.oneof(
      ...[...operations('query', schema.getQueryType()), ...operations('mutation', schema.getMutationType())].map(
        (o) => o.arbitrary,
      ),
    );
    const broken = sample(brokenDocument(anyOperation), 200, 2000);
    const bodies = sample(malformedGraphQLBody, 120, 2001).map((body) => ({ body, describe: body.slice(0, 400) }));
    const findings = [
      ...(await runAll(broken, (c) => post(c, `Token ${tokens[0]}`))),
      ...(await runAll(bodies, (c) =>
        send('POST', '/graphql', { 'content-type': 'application/json', authorization: `Token ${tokens[0]}` }, c.body),
      )),
      ...(await runAll(broken.slice(0, 40), (c) =>
        send('GET', `/graphql?query=${encodeURIComponent(c.query)}`, { 'apollo-require-preflight': 'true' }),
      )),
    ];
    expect(findings).toEqual([]);
  }, 120_000);
});

interface SocketOutcome {
  messages: string[];
  closeCode?: number;
}

/** Opens a socket, says `init` then `messages`, and listens until it is closed or quiet for a moment. */
function converse(init: string | Buffer, messages: (string | Buffer)[]): Promise<SocketOutcome> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const outcome: SocketOutcome = { messages: [] };
    let quiet: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(quiet);
      if (socket.readyState === WebSocket.OPEN) socket.close(1000);
      resolve(outcome);
    };
    const waitQuietly = () => {
      clearTimeout(quiet);
      quiet = setTimeout(finish, 300);
    };
    socket.on('open', () => {
      socket.send(init);
      setTimeout(() => {
        for (const message of messages) if (socket.readyState === WebSocket.OPEN) socket.send(message);
        waitQuietly();
      }, 20);
    });
    socket.on('message', (data: Buffer) => {
      outcome.messages.push(data.toString());
      waitQuietly();
    });
    socket.on('close', (code) => {
      outcome.closeCode = code;
      finish();
    });
    socket.on('error', () => undefined);
  });
}

describe('fuzz: GraphQL over WebSocket', () => {
  it('malformed graphql-ws messages: errors and protocol closes, never an internal error', async () => {
    const operations = fc.oneof(
      ...[
        ...rootFields(schema.getSubscriptionType()).map((f) => operationCase('subscription', f, realIds)),
        ...rootFields(schema.getQueryType())
          .slice(0, 10)
          .map((f) => operationCase('query', f, realIds)),
      ].flatMap((a) => [a, brokenDocument(a)]),
    );
    const cases = sample(socketConversation(operations, tokens), 160, 3000);
    const findings = await runAll(
      cases,
      async (c) => {
        const { messages, closeCode } = await converse(c.init, c.messages);
        const internal = messages.find((m) => m.includes('INTERNAL_SERVER_ERROR'));
        if (internal) return `INTERNAL_SERVER_ERROR: ${internal.slice(0, 300)}`;
        // 1011 and 4500: the server failed; 1006: it dropped the connection without a close frame
        if (closeCode === 1011 || closeCode === 4500 || closeCode === 1006) return `closed ${closeCode}`;
        return undefined;
      },
      8,
    );
    expect(findings).toEqual([]);
  }, 120_000);
});

describe('after the fuzz', () => {
  it('the server is healthy and still answers real requests', async () => {
    const health = await t.rest('GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    const res = await t.gql('{ __typename }');
    expect(res.data).toEqual({ __typename: 'Query' });
  });

  it('a flood past the general limit meets 429 with Retry-After, not a 5xx', async () => {
    // both read on every request: the general limit back to scale 1, at 10 requests
    t.app.services.rateLimiter = new RateLimiter(t.orm);
    t.app.services.config.rateLimitPoints = 10;
    t.app.services.config.webRateLimitPoints = 10;
    const statuses: number[] = [];
    const cases = sample(
      restCase(
        routes.find((r) => r.method === 'GET')!,
        realIds,
        tokens,
      ),
      30,
      4000,
    );
    for (const c of cases) {
      const res = await fetch(`${t.url}${c.path}`, { method: c.method, headers: { 'x-fuzz': '1' } });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      await res.arrayBuffer();
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses).toContain(429);
  });
});
