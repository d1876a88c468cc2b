import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { hashToken } from '../features/accounts/index.js';
import { AccessToken } from '../features/access-tokens/access-token.entity.js';
import { newOAuthAccessTokenSecret } from '../features/access-tokens/index.js';
import { OAuthApp } from '../features/oauth/oauth-app.entity.js';
import { User } from '../features/accounts/user.entity.js';

/** Budgets by cost, one per credential (app/budgets.ts): web sessions, each personal access token, each OAuth app. */
const SCRIPT_POINTS = 50;
const WEB_POINTS = 1000;
let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await startTestApp({ config: { rateLimitPoints: SCRIPT_POINTS, webRateLimitPoints: WEB_POINTS } });
  member = await createMember(t);
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
    data?: Record<string, unknown> | null;
    errors?: { extensions?: Record<string, unknown> }[];
    extensions?: {
      cost?: { requested: number; charged: number };
      rateLimit?: { limit: number; remaining: number; budget?: string };
    };
  };
}

async function post(query: string, token?: string, variables?: Record<string, unknown>): Promise<Answer> {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
}

async function personalToken(owner: TestMember, scopes = ['READ']): Promise<string> {
  const created = await post(
    'mutation ($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { secret } }',
    owner.token,
    { input: { name: `script ${Math.random()}`, scopes } },
  );
  const secret = (created.body.data?.createAccessToken as { secret?: string } | null)?.secret;
  expect(secret).toBeTruthy();
  return secret!;
}

/** An OAuth app's access token for `owner`, as the token endpoint stores one (the grant itself is oauth.test.ts's). */
async function appToken(owner: TestMember): Promise<string> {
  const em = t.orm.em.fork();
  const developer = await createMember(t);
  const registered = await post(
    'mutation ($input: RegisterOAuthAppInput!) { registerOAuthApp(input: $input) { app { id } } }',
    developer.token,
    { input: { name: 'Budget app', redirectUris: ['https://app.example/callback'] } },
  );
  const appId = (registered.body.data?.registerOAuthApp as { app: { id: string } }).app.id;
  const secret = newOAuthAccessTokenSecret();
  em.create(AccessToken, {
    user: em.getReference(User, owner.id),
    name: 'Budget app',
    scopes: ['READ'],
    tokenHash: hashToken(secret),
    secretStart: secret.slice(0, 10),
    app: em.getReference(OAuthApp, appId),
  });
  await em.flush();
  return secret;
}

const ME = '{ me { id } }';
const FEED = '{ feed(first: 10) { edges { node { id title likers(first: 3) { nodes { id } } } } } }';
const FEED_COST = 1 + 10 * (1 + 1 + 1 + 1 + (1 + 3 * 2));

/** Spends a credential's whole budget on `{ me { id } }` (cost 2): the answers until the first refusal. */
async function exhaust(token: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < SCRIPT_POINTS; i += 1) {
    const answer = await post(ME, token);
    answers.push(answer);
    if (answer.status === 429) break;
  }
  return answers;
}

describe('budgets by cost, per credential', () => {
  it("a token spending its whole budget leaves the member's web session, other tokens and apps working", async () => {
    const script = await personalToken(member);
    const other = await personalToken(member);
    const app = await appToken(member);
    await t.app.services.rateLimiter.clear(); // creating them was charged to the web sessions
    const answers = await exhaust(script);
    // 25 operations of cost 2 spend 50 points; the 26th is refused at the door
    expect(answers.map((a) => a.status)).toEqual([...Array(SCRIPT_POINTS / 2).fill(200), 429]);
    const refused = answers.at(-1)!;
    expect(refused.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    // REST is under the same budget
    expect((await t.rest('GET', '/api/user', { token: script })).status).toBe(429);

    const web = await post(ME, member.token);
    expect(web.status).toBe(200);
    expect(web.body.extensions?.rateLimit).toMatchObject({
      limit: WEB_POINTS,
      remaining: WEB_POINTS - 2,
      budget: 'web',
    });
    expect((await t.rest('GET', '/api/user', { token: member.token })).status).toBe(200);
    const byOther = await post(ME, other);
    expect(byOther.status).toBe(200);
    expect(byOther.body.extensions?.rateLimit).toMatchObject({ remaining: SCRIPT_POINTS - 2, budget: 'token' });
    const byApp = await post(ME, app);
    expect(byApp.status).toBe(200);
    expect(byApp.body.extensions?.rateLimit).toMatchObject({ remaining: SCRIPT_POINTS - 2, budget: 'app' });
    const guest = await post(ME);
    expect(guest.body.extensions?.rateLimit).toMatchObject({ remaining: SCRIPT_POINTS - 2, budget: 'guest' });
    // and each says so in the free rateLimit query
    const standing = await post('{ rateLimit { limit remaining budget } }', script);
    expect(standing.body.data?.rateLimit).toEqual({ limit: SCRIPT_POINTS, remaining: 0, budget: 'TOKEN' });
  });

  it('a web session spending its budget leaves the scripts working (and the other way round)', async () => {
    const heavy = await createMember(t);
    const script = await personalToken(heavy);
    let last: Answer | undefined;
    for (let i = 0; i < 10 && last?.status !== 429; i += 1) last = await post(FEED, heavy.token);
    expect(last?.status).toBe(429);
    expect((await post(ME, script)).status).toBe(200);
    // one member's web budget is not another's
    expect((await post(ME, member.token)).status).toBe(200);
  });

  it('charges the cost, shows it in extensions.cost.charged and the RateLimit headers', async () => {
    const feed = await post(FEED, member.token);
    expect(feed.status).toBe(200);
    expect(feed.body.extensions?.cost).toMatchObject({ requested: FEED_COST, charged: FEED_COST });
    expect(feed.headers.get('ratelimit-limit')).toBe(String(WEB_POINTS));
    expect(feed.headers.get('ratelimit-remaining')).toBe(String(WEB_POINTS - FEED_COST));
    expect(Number(feed.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect(Number(feed.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(300);
    const me = await post(ME, member.token);
    expect(me.body.extensions?.cost).toMatchObject({ requested: 2, charged: 2 });
    expect(me.headers.get('ratelimit-remaining')).toBe(String(WEB_POINTS - FEED_COST - 2));
    // a document that does not validate is charged the door's 1 point
    const invalid = await post('{ nope }', member.token);
    expect(invalid.body.extensions?.cost).toMatchObject({ requested: 0, charged: 1 });
    expect(invalid.headers.get('ratelimit-remaining')).toBe(String(WEB_POINTS - FEED_COST - 3));
  });

  it('refuses an operation costing more than is left, charging nothing more, while cheaper ones still run', async () => {
    const script = await personalToken(member);
    const refused = await post(FEED, script); // 111 points, 50 in the budget
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.extensions?.cost).toMatchObject({ requested: FEED_COST, charged: 1 });
    expect(refused.headers.get('ratelimit-remaining')).toBe(String(SCRIPT_POINTS - 1));
    const me = await post(ME, script);
    expect(me.status).toBe(200);
    expect(me.headers.get('ratelimit-remaining')).toBe(String(SCRIPT_POINTS - 3));
  });

  it('charges a subscription once, when it starts, not for its events', async () => {
    const listener = await createMember(t);
    const fans = [await createMember(t), await createMember(t)];
    const script = await personalToken(listener, ['NOTIFICATIONS']);
    const after = (await post('{ liveCursor }')).body.data?.liveCursor as string;
    await t.app.services.rateLimiter.clear();
    const client = t.wsClient({ token: script });
    const events: unknown[] = [];
    const subscription = 'subscription ($after: String) { notificationAdded(after: $after) { type } }';
    client.subscribe(
      { query: subscription, variables: { after } },
      { next: (v) => events.push(v), error: (e) => events.push({ error: e }), complete: () => undefined },
    );
    const standing = async () =>
      ((await post('{ rateLimit { remaining } }', script)).body.data?.rateLimit as { remaining: number }).remaining;
    const FOLLOW = 'mutation($id: ID!) { followUser(userId: $id) { user { id } } }';
    // from the cursor taken before it started, the subscription hears this follow however late it is live
    await post(FOLLOW, fans[0].token, { id: listener.id });
    await expect.poll(() => events.length, { timeout: 30_000 }).toBe(1);
    expect(events[0]).toMatchObject({ data: { notificationAdded: { type: 'FOLLOW' } } });
    const started = await standing();
    expect(started).toBe(SCRIPT_POINTS - 2); // notificationAdded 1 + type 1
    await post(FOLLOW, fans[1].token, { id: listener.id });
    await expect.poll(() => events.length, { timeout: 30_000 }).toBe(2);
    expect(await standing()).toBe(started);
  }, 90_000);
});
