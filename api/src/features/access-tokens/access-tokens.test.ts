import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ACCESS_TOKENS_MAX } from '@culturalink/common/limits';
import { createAdmin, createMember, seedPost, seedReport, type TestMember } from '../../../test/factories.js';
import { startTestApp, USER_ERRORS, userErrorsOf, type TestApp } from '../../../test/harness.js';
import type { TokenScope } from '../../kernel/token-scopes.js';
import { AccessToken } from './access-token.entity.js';

let t: TestApp;
let owner: TestMember; // an administrator, so every scope may be given
let other: TestMember;
const sockets: Client[] = [];

beforeAll(async () => {
  t = await startTestApp({ config: { rateLimitScale: 100 } });
  owner = await createAdmin(t);
  other = await createMember(t);
});
afterAll(async () => {
  await Promise.all(sockets.map((client) => client.dispose()));
  await t.close();
});

const CREATE = `mutation ($input: CreateAccessTokenInput!) {
  createAccessToken(input: $input) {
    secret accessToken { id name scopes secretStart createdAt expiresAt lastUsedAt } ${USER_ERRORS}
  }
}`;

const REVOKE = `mutation ($id: ID!) { revokeAccessToken(id: $id) { revokedAccessTokenId ${USER_ERRORS} } }`;

async function createToken(scopes: TokenScope[], name = scopes.join('+')) {
  const res = await t.gql(CREATE, { input: { name, scopes } }, { token: owner.token });
  expect(res.errors).toBeUndefined();
  expect(userErrorsOf(res, 'createAccessToken')).toEqual([]);
  return res.data!.createAccessToken as { secret: string; accessToken: { id: string; secretStart: string } };
}

function wsClient(secret: string): Client {
  const client = createClient({
    url: `ws://127.0.0.1:${t.app.port}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${secret}` },
    retryAttempts: 0,
    lazy: true,
  });
  sockets.push(client);
  return client;
}

type Outcome = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** The first answer of an operation over graphql-ws (errors included). */
function wsFirst(client: Client, query: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const dispose = client.subscribe(
      { query },
      {
        next: (value) => {
          dispose();
          resolve(value as Outcome);
        },
        error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(error)),
        complete: () => undefined,
      },
    );
  });
}

const codes = (outcome: Outcome) => (outcome.errors ?? []).map((e) => e.extensions?.code);

interface Operation {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  query: string | (() => Promise<string>);
  needs: TokenScope[];
  /** For subscriptions: makes the event the subscriber should receive. */
  trigger?: () => Promise<void>;
}

const OPERATIONS: Operation[] = [
  { name: 'query', kind: 'query', query: '{ me { id } }', needs: ['READ'] },
  {
    name: 'mutation',
    kind: 'mutation',
    query: 'mutation { setPrivacy(isPrivate: false) { user { id } } }',
    needs: ['WRITE'],
  },
  { name: 'node query', kind: 'query', query: `{ node(id: "${randomUUID()}") { id } }`, needs: ['READ'] },
  {
    name: 'notification node query',
    kind: 'query',
    // fields whose own names say nothing of notifications: the type they are read on does (node once let them through)
    query: `{ node(id: "${randomUUID()}") { id ... on Notification { isRead postTitle } } }`,
    needs: ['READ', 'NOTIFICATIONS'],
  },
  {
    name: 'connection query',
    kind: 'query',
    query: '{ authorizedApps(first: 1) { totalCount pageInfo { hasNextPage } } }',
    needs: ['READ'],
  },
  {
    name: 'payload mutation',
    kind: 'mutation',
    query: `mutation { revokeAccessToken(id: "${randomUUID()}") { revokedAccessTokenId userErrors { code } } }`,
    needs: ['WRITE'],
  },
  {
    name: 'notification query',
    kind: 'query',
    query: '{ unreadNotificationCount }',
    needs: ['NOTIFICATIONS'],
  },
  {
    name: 'notification mutation',
    kind: 'mutation',
    query: 'mutation { markAllNotificationsRead { unreadCount } }',
    needs: ['NOTIFICATIONS'],
  },
  { name: 'admin query', kind: 'query', query: '{ surveyStats { __typename } }', needs: ['READ', 'ADMIN'] },
  {
    name: 'admin mutation',
    kind: 'mutation',
    query: async () =>
      `mutation { deleteReport(id: "${await seedReport(t, other.id, await seedPost(t, other.id))}") { deletedReportId } }`,
    needs: ['WRITE', 'ADMIN'],
  },
  {
    name: 'subscription',
    kind: 'subscription',
    query: 'subscription { postAdded { id } }',
    needs: ['READ'],
    trigger: async () => {
      await t.gql(
        'mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id } } }',
        { input: { title: 'Hello', content: 'World', category: 'FOOD', country: 'Peru' } },
        { token: owner.token },
      );
    },
  },
  {
    name: 'notification subscription',
    kind: 'subscription',
    query: 'subscription { notificationAdded { id } }',
    needs: ['NOTIFICATIONS'],
    trigger: async () => {
      // follow, then unfollow so the next trigger notifies again
      await t.gql(`mutation { followUser(userId: "${owner.id}") { __typename } }`, {}, { token: other.token });
      await t.gql(`mutation { unfollowUser(userId: "${owner.id}") { __typename } }`, {}, { token: other.token });
    },
  },
  {
    name: 'notification change subscription',
    kind: 'subscription',
    query: 'subscription { notificationChanged { kind } }',
    needs: ['NOTIFICATIONS'],
    trigger: async () => {
      // the unfollow withdraws the follow notification
      await t.gql(`mutation { followUser(userId: "${owner.id}") { __typename } }`, {}, { token: other.token });
      await t.gql(`mutation { unfollowUser(userId: "${owner.id}") { __typename } }`, {}, { token: other.token });
    },
  },
  {
    name: 'admin subscription',
    kind: 'subscription',
    query: 'subscription { reportAdded { id } }',
    needs: ['READ', 'ADMIN'],
    trigger: async () => {
      const postId = await seedPost(t, owner.id);
      await t.gql(
        `mutation { reportPost(postId: "${postId}", category: SCAM_FALSE_INFORMATION, details: "Looks fake") { report { id } } }`,
        {},
        { token: other.token },
      );
    },
  },
];

const queryOf = async (operation: Operation) =>
  typeof operation.query === 'string' ? operation.query : operation.query();

const TOKENS: TokenScope[][] = [
  ['READ'],
  ['WRITE'],
  ['NOTIFICATIONS'],
  ['ADMIN'],
  ['READ', 'ADMIN'],
  ['WRITE', 'ADMIN'],
];

/** Waits for the subscription's first event, re-triggering it until the subscription is in place. */
async function receivesEvent(client: Client, operation: Operation): Promise<Outcome> {
  let first: Outcome | undefined;
  const answer = wsFirst(client, await queryOf(operation)).then((outcome) => (first = outcome));
  for (let attempt = 0; attempt < 20 && !first; attempt += 1) {
    await operation.trigger!();
    await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
  return first ?? { errors: [{ message: 'no event' }] };
}

describe('scope matrix: each scope × query, mutation, subscription × HTTP and WebSocket', () => {
  for (const scopes of TOKENS) {
    describe(`a ${scopes.join('+')} token`, () => {
      let secret: string;
      let client: Client;
      beforeAll(async () => {
        secret = (await createToken(scopes)).secret;
        client = wsClient(secret);
      });

      for (const operation of OPERATIONS) {
        const allowed = operation.needs.every((scope) => scopes.includes(scope));
        const verdict = allowed ? 'runs' : 'is refused with INSUFFICIENT_SCOPE';

        if (operation.kind !== 'subscription') {
          it(`${operation.name} over HTTP ${verdict}`, async () => {
            const res = await t.gql(await queryOf(operation), {}, { token: secret });
            if (allowed) {
              expect(res.status).toBe(200);
              expect(codes(res)).not.toContain('INSUFFICIENT_SCOPE');
              expect(res.data).toBeTruthy();
            } else {
              // Operation scopes are checked before anything runs (403); ADMIN where administrator rights are (200 with the error).
              const onlyAdminMissing = operation.needs.every((scope) => scope === 'ADMIN' || scopes.includes(scope));
              expect(res.status).toBe(onlyAdminMissing ? 200 : 403);
              expect(codes(res)).toEqual(['INSUFFICIENT_SCOPE']);
              expect(res.data ?? null).toBeNull();
            }
          });
        }

        it(`${operation.name} over WebSocket ${verdict}`, async () => {
          const outcome =
            operation.kind === 'subscription' && allowed
              ? await receivesEvent(client, operation)
              : await wsFirst(client, await queryOf(operation));
          if (allowed) {
            expect(outcome.errors).toBeUndefined();
            expect(outcome.data).toBeTruthy();
          } else {
            expect(codes(outcome)).toEqual(['INSUFFICIENT_SCOPE']);
            expect(outcome.data ?? null).toBeNull();
          }
        });
      }
    });
  }

  it('a refused mutation changes nothing', async () => {
    const { secret } = await createToken(['READ']);
    await t.gql('mutation { setPrivacy(isPrivate: false) { user { id } } }', {}, { token: owner.token });
    const res = await t.gql(
      'mutation { setPrivacy(isPrivate: true) { user { id isPrivate } } }',
      {},
      { token: secret },
    );
    expect(codes(res)).toEqual(['INSUFFICIENT_SCOPE']);
    const me = await t.gql('{ me { isPrivate } }', {}, { token: secret });
    expect(me.data).toEqual({ me: { isPrivate: false } });
  });

  it("gives an administrator's token without ADMIN no administrator rights: no private posts, no others' e-mail", async () => {
    const hidden = await createMember(t, { isPrivate: true });
    const postId = await seedPost(t, hidden.id);
    const postQuery = `{ post(id: "${postId}") { id } }`;
    const emailQuery = `{ user(id: "${hidden.id}") { email } }`;
    const read = await createToken(['READ']);
    expect((await t.gql(postQuery, {}, { token: read.secret })).data).toEqual({ post: null });
    expect((await t.gql(emailQuery, {}, { token: read.secret })).data).toEqual({ user: { email: null } });
    const admin = await createToken(['READ', 'ADMIN']);
    expect((await t.gql(postQuery, {}, { token: admin.secret })).data).toEqual({ post: { id: postId } });
    expect((await t.gql(emailQuery, {}, { token: admin.secret })).data?.user).toEqual({ email: expect.any(String) });
  });

  it('is enforced on REST too: GET needs READ, other methods WRITE', async () => {
    const read = await createToken(['READ']);
    const write = await createToken(['WRITE']);
    expect((await t.rest('GET', '/api/user', { headers: { authorization: `Bearer ${read.secret}` } })).status).toBe(
      200,
    );
    const refused = await t.rest('GET', '/api/user', { headers: { authorization: `Bearer ${write.secret}` } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('INSUFFICIENT_SCOPE');
  });
});

describe('creating, listing and revoking tokens', () => {
  it('shows the secret once, stores only its SHA-256, and lists the token with its last use', async () => {
    const created = await createToken(['READ'], 'CI bot');
    expect(created.secret).toMatch(/^clpat_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.accessToken.secretStart)).toBe(true);
    const stored = await t.orm.em.fork().findOneOrFail(AccessToken, created.accessToken.id);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(created.secret);

    const before = await t.gql('{ accessTokens { id name lastUsedAt } }', {}, { token: owner.token });
    expect(before.data!.accessTokens).toContainEqual({ id: created.accessToken.id, name: 'CI bot', lastUsedAt: null });
    expect((await t.gql('{ me { id } }', {}, { token: created.secret })).data).toEqual({ me: { id: owner.id } });
    const after = await t.gql('{ accessTokens { id lastUsedAt } }', {}, { token: owner.token });
    const listed = after.data!.accessTokens.find((token: { id: string }) => token.id === created.accessToken.id);
    expect(listed.lastUsedAt).not.toBeNull();
    // the secret is never part of a list
    expect(JSON.stringify(after.data)).not.toContain(created.secret);
  });

  it('refuses ADMIN to members, tokens minted by tokens, empty scopes and past expiry', async () => {
    const member = await createMember(t);
    const admin = await t.gql(CREATE, { input: { name: 'x', scopes: ['ADMIN'] } }, { token: member.token });
    expect(codes(admin)).toEqual(['FORBIDDEN']);
    const { secret } = await createToken(['READ', 'WRITE']);
    const minted = await t.gql(CREATE, { input: { name: 'y', scopes: ['READ'] } }, { token: secret });
    expect(codes(minted)).toEqual(['FORBIDDEN']);
    // expected refusals are the payload's userErrors, naming the field, and nothing is created
    const before = await t.orm.em.fork().count(AccessToken, { user: owner.id });
    const empty = await t.gql(CREATE, { input: { name: 'z', scopes: [] } }, { token: owner.token });
    expect(empty.errors).toBeUndefined();
    expect(empty.data!.createAccessToken).toMatchObject({ secret: null, accessToken: null });
    expect(userErrorsOf(empty, 'createAccessToken')).toEqual([
      { field: 'scopes', message: 'Pick at least one scope.', code: 'BAD_USER_INPUT' },
    ]);
    const past = await t.gql(
      CREATE,
      { input: { name: 'old', scopes: ['READ'], expiresAt: new Date(Date.now() - 1000).toISOString() } },
      { token: owner.token },
    );
    expect(userErrorsOf(past, 'createAccessToken')).toEqual([
      { field: null, message: 'The expiry must be in the future.', code: 'BAD_USER_INPUT' },
      { field: 'expiresAt', message: 'Must be in the future.', code: 'BAD_USER_INPUT' },
    ]);
    const unnamed = await t.gql(CREATE, { input: { name: '  ', scopes: ['READ'] } }, { token: owner.token });
    expect(userErrorsOf(unnamed, 'createAccessToken').map((e) => e.field)).toEqual([null, 'name']);
    expect(await t.orm.em.fork().count(AccessToken, { user: owner.id })).toBe(before);
  });

  it('refuses a token past the most a member may hold, as a userError', async () => {
    const member = await createMember(t);
    const em = t.orm.em.fork();
    for (let i = 0; i < ACCESS_TOKENS_MAX; i++)
      em.create(AccessToken, {
        user: member.id,
        name: `bulk ${i}`,
        scopes: ['READ'],
        tokenHash: `${member.id.replace(/-/g, '')}${String(i).padStart(32, '0')}`,
        secretStart: 'clpat_bulk',
      });
    await em.flush();
    const listed = await t.gql('{ accessTokens { id } }', {}, { token: member.token });
    expect(listed.data!.accessTokens).toHaveLength(ACCESS_TOKENS_MAX);
    const refused = await t.gql(CREATE, { input: { name: 'one more', scopes: ['READ'] } }, { token: member.token });
    expect(userErrorsOf(refused, 'createAccessToken')).toEqual([
      { field: null, message: `At most ${ACCESS_TOKENS_MAX} tokens; revoke one first.`, code: 'BAD_USER_INPUT' },
    ]);
  });

  it('answers node(id:) with a token to its owner only, and null once it is revoked', async () => {
    const created = await createToken(['READ'], 'node');
    const NODE = `{ node(id: "${created.accessToken.id}") { __typename id ... on AccessToken { name secretStart } } }`;
    expect((await t.gql(NODE, {}, { token: owner.token })).data).toEqual({
      node: {
        __typename: 'AccessToken',
        id: created.accessToken.id,
        name: 'node',
        secretStart: created.accessToken.secretStart,
      },
    });
    expect((await t.gql(NODE, {}, { token: other.token })).data).toEqual({ node: null });
    expect((await t.gql(NODE)).data).toEqual({ node: null });
    await t.gql(REVOKE, { id: created.accessToken.id }, { token: owner.token });
    expect((await t.gql(NODE, {}, { token: owner.token })).data).toEqual({ node: null });
  });

  it('stops an expired token from working', async () => {
    const created = await createToken(['READ']);
    await t.orm.em.fork().nativeUpdate(AccessToken, { id: created.accessToken.id }, { expiresAt: new Date(1000) });
    expect((await t.gql('{ me { id } }', {}, { token: created.secret })).status).toBe(401);
  });

  it('revoking closes that token’s sockets at once (4403) and HTTP stops accepting it', async () => {
    const created = await createToken(['READ']);
    const kept = await createToken(['READ']);
    const openSocket = (secret: string) => {
      const socket = new WebSocket(`ws://127.0.0.1:${t.app.port}/graphql`, 'graphql-transport-ws');
      const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
      const acked = new Promise<boolean>((resolve) => {
        socket.on('open', () =>
          socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${secret}` } })),
        );
        socket.on('message', (data) => {
          if (JSON.parse(String(data)).type === 'connection_ack') resolve(true);
        });
        socket.on('close', () => resolve(false));
      });
      return { socket, acked, closed };
    };
    const revoked = openSocket(created.secret);
    const keptSocket = openSocket(kept.secret);
    expect(await revoked.acked).toBe(true);
    expect(await keptSocket.acked).toBe(true);

    const res = await t.gql(REVOKE, { id: created.accessToken.id }, { token: owner.token });
    expect(res.data).toEqual({ revokeAccessToken: { revokedAccessTokenId: created.accessToken.id, userErrors: [] } });
    expect(await revoked.closed).toBe(4403);
    expect(keptSocket.socket.readyState).toBe(WebSocket.OPEN);
    keptSocket.socket.close();

    expect((await t.gql('{ me { id } }', {}, { token: created.secret })).status).toBe(401);
    const again = openSocket(created.secret);
    expect(await again.acked).toBe(false);
    const list = await t.gql('{ accessTokens { id } }', {}, { token: owner.token });
    expect(list.data!.accessTokens.map((token: { id: string }) => token.id)).not.toContain(created.accessToken.id);
    // someone else's token is not found
    const stranger = await t.gql(REVOKE, { id: kept.accessToken.id }, { token: other.token });
    expect(stranger.data).toEqual({
      revokeAccessToken: {
        revokedAccessTokenId: null,
        userErrors: [{ field: null, message: 'No such access token.', code: 'NOT_FOUND' }],
      },
    });
    const twice = await t.gql(REVOKE, { id: created.accessToken.id }, { token: owner.token });
    expect(userErrorsOf(twice, 'revokeAccessToken').map((e) => e.code)).toEqual(['NOT_FOUND']);
  });
});
