import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { signUpMember } from '../../../test/factories.js';
import { User } from './user.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(async () => {
  await t.app.services.rateLimiter.clear();
});
afterAll(async () => {
  await t.close();
});

const LOGIN = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) {
  token user { id username email } userErrors { field message code } } }`;
const LOGOUT = 'mutation { logout { user { id } userErrors { field message code } } }';

/** A raw graphql-transport-ws socket: resolves `acked` after connection_ack and `closed` with the close code. */
function openSocket(token: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${t.app.port}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const acked = new Promise<boolean>((resolve) => {
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Token ${token}` } })),
    );
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'connection_ack') resolve(true);
    });
    socket.on('close', () => resolve(false));
  });
  return { socket, acked, closed };
}

describe('login', () => {
  it('signs in with the username in any letter case, through GraphQL and REST', async () => {
    const member = await signUpMember(t, { username: `Case_${Date.now() % 100000}` });
    const res = await t.gql(LOGIN, { u: member.user.username.toUpperCase(), p: member.password });
    expect(res.errors).toBeUndefined();
    expect(res.data!.login.userErrors).toEqual([]);
    expect(res.data!.login.token).toEqual(expect.any(String));
    expect(res.data!.login.user).toMatchObject({ id: member.user.id, email: member.user.email });

    const viaRest = await t.rest('POST', '/api/login', {
      body: { username: member.user.username.toLowerCase(), password: member.password },
    });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body).toMatchObject({
      user: { id: member.user.id, username: member.user.username },
      profile: { email: member.user.email, is_admin: false },
      is_private: false,
    });
    const tokenHeader = await t.rest('GET', '/api/user', { headers: { authorization: `Token ${viaRest.body.token}` } });
    const bearerHeader = await t.rest('GET', '/api/user', {
      headers: { authorization: `Bearer ${viaRest.body.token}` },
    });
    expect(tokenHeader.status).toBe(200);
    expect(bearerHeader.body.user.id).toBe(member.user.id);
  });

  it("refuses a wrong password or unknown username with the original's message", async () => {
    const member = await signUpMember(t);
    const wrong = await t.gql(LOGIN, { u: member.user.username, p: 'Wrong#Pass1' });
    expect(wrong.errors![0]).toMatchObject({
      message: 'Incorrect creadentials. Please try again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    // a blank field is the request's fault: a user error
    const blank = await t.gql(LOGIN, { u: '  ', p: member.password });
    expect(blank.data!.login).toEqual({
      token: null,
      user: null,
      userErrors: [{ field: null, message: 'Enter your username and password.', code: 'BAD_USER_INPUT' }],
    });
    const unknown = await t.rest('POST', '/api/login', { body: { username: 'nobody_here', password: 'Wrong#Pass1' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('Incorrect creadentials. Please try again.');
    const missing = await t.rest('POST', '/api/login', { body: { username: 5 } });
    expect(missing.status).toBe(400);
  });

  it('refuses an inactive member, and their existing token stops working', async () => {
    const member = await signUpMember(t);
    await t.orm.em.fork().nativeUpdate(User, { id: member.user.id }, { isActive: false });
    const res = await t.rest('POST', '/api/login', {
      body: { username: member.user.username, password: member.password },
    });
    expect(res.status).toBe(403);
    expect((await t.rest('GET', '/api/user', { token: member.token })).status).toBe(401);
  });

  it('limits attempts to 10 a minute per address and username (429 with Retry-After)', async () => {
    const member = await signUpMember(t);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await t.rest('POST', '/api/login', { body: { username: member.user.username, password: 'Wrong#Pass1' } }))
          .status,
      ).toBe(401);
    }
    const limited = await t.rest('POST', '/api/login', {
      body: { username: member.user.username, password: member.password },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const viaGraphql = await t.gql(LOGIN, { u: member.user.username, p: member.password });
    expect(viaGraphql.errors![0].extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
    });
    // another username from the same address still gets through
    const other = await signUpMember(t);
    expect((await t.gql(LOGIN, { u: other.user.username, p: other.password })).errors).toBeUndefined();
  });

  it('limits attempts to 30 a minute per address across usernames', async () => {
    for (let i = 0; i < 30; i += 1)
      await t.rest('POST', '/api/login', { body: { username: `ghost_${i}`, password: 'Wrong#Pass1' } });
    const limited = await t.rest('POST', '/api/login', { body: { username: 'ghost_new', password: 'Wrong#Pass1' } });
    expect(limited.status).toBe(429);
  });
});

describe('logout and revoked tokens', () => {
  it('revokes the token over GraphQL: HTTP then refuses it and the WebSocket is refused', async () => {
    const member = await signUpMember(t);
    const out = await t.gql(LOGOUT, {}, { token: member.token });
    expect(out.data).toEqual({ logout: { user: { id: member.user.id }, userErrors: [] } });
    const me = await t.gql('{ me { id } }', {}, { token: member.token });
    expect(me.status).toBe(401);
    expect(me.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.rest('GET', '/api/user', { token: member.token })).status).toBe(401);
    const ws = openSocket(member.token);
    expect(await ws.acked).toBe(false);
    expect(await ws.closed).toBe(4403);
  });

  it('closes an open socket with 4403 when its session logs out over REST', async () => {
    const member = await signUpMember(t);
    const ws = openSocket(member.token);
    expect(await ws.acked).toBe(true);
    const out = await t.rest('POST', '/api/logout', { token: member.token });
    expect(out.status).toBe(200);
    expect(await ws.closed).toBe(4403);
  });

  it('needs a signed-in member to log out', async () => {
    expect((await t.rest('POST', '/api/logout')).status).toBe(401);
    const res = await t.gql(LOGOUT);
    expect(res.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
