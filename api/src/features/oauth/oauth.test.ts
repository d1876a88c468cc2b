import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createMember, type TestMember } from '../../../test/factories.js';
import {
  errorCode,
  startTestApp,
  USER_ERRORS,
  userErrorsOf,
  type GraphQLResponse,
  type TestApp,
  type UntypedJson,
} from '../../../test/harness.js';
import { OAuthAuthorizationCode } from './oauth-authorization-code.entity.js';

let t: TestApp;
let developer: TestMember;
let member: TestMember;

beforeAll(async () => {
  t = await startTestApp({ config: { rateLimitScale: 100 } });
  developer = await createMember(t);
  member = await createMember(t);
});
afterAll(async () => {
  await t.close();
});

const REDIRECT = 'https://app.example/callback';

async function registerApp(options: { confidential?: boolean; redirectUris?: string[]; owner?: TestMember } = {}) {
  const res = await t.gql(
    `mutation ($input: RegisterOAuthAppInput!) {
      registerOAuthApp(input: $input) {
        clientSecret app { id name clientId redirectUris confidential } ${USER_ERRORS}
      }
    }`,
    {
      input: {
        name: 'Trip Planner',
        redirectUris: options.redirectUris ?? [REDIRECT],
        confidential: options.confidential,
      },
    },
    { token: (options.owner ?? developer).token },
  );
  expect(res.errors).toBeUndefined();
  expect(userErrorsOf(res, 'registerOAuthApp')).toEqual([]);
  return res.data!.registerOAuthApp as {
    clientSecret: string | null;
    app: { id: string; name: string; clientId: string; redirectUris: string[]; confidential: boolean };
  };
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

interface AuthorizeParams {
  clientId: string;
  redirectUri?: string;
  scope?: string;
  state?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
}

const inputOf = (params: AuthorizeParams) => ({
  clientId: params.clientId,
  redirectUri: params.redirectUri ?? REDIRECT,
  responseType: 'CODE',
  scope: params.scope ?? 'read',
  state: params.state ?? 'xyz',
  codeChallenge: params.codeChallenge,
  codeChallengeMethod: params.codeChallengeMethod ?? 'S256',
});

const DECIDE = `mutation ($input: OAuthAuthorizationInput!, $allow: Boolean!) {
  decideOAuthAuthorization(input: $input, allow: $allow) { redirectTo ${USER_ERRORS} }
}`;

/** The code of a refused consent decision: its first user error's, else its top-level error's. */
const refusal = (res: Awaited<ReturnType<typeof decide>>) =>
  userErrorsOf(res, 'decideOAuthAuthorization')[0]?.code ?? errorCode(res);

const AUTHORIZED = `query ($first: Int, $after: String) {
  authorizedApps(first: $first, after: $after) {
    totalCount edges { cursor node { id name scopes lastUsedAt } } pageInfo { hasNextPage endCursor }
  }
}`;

/** The apps the member allowed, every page of them. */
async function authorizedApps(token = member.token) {
  const apps: { id: string; name: string; scopes: string[]; lastUsedAt: string | null }[] = [];
  let after: string | null = null;
  for (;;) {
    const res: GraphQLResponse = await t.gql(AUTHORIZED, { first: 50, after }, { token });
    expect(res.errors).toBeUndefined();
    const page: UntypedJson = res.data!.authorizedApps;
    apps.push(...page.edges.map((edge: { node: (typeof apps)[number] }) => edge.node));
    if (!page.pageInfo.hasNextPage) return apps;
    after = page.pageInfo.endCursor;
  }
}

const REVOKE_APP = `mutation ($appId: ID!) { revokeAppAuthorization(appId: $appId) { revokedAppId ${USER_ERRORS} } }`;
const DELETE_APP = `mutation ($id: ID!) { deleteOAuthApp(id: $id) { deletedOAuthAppId ${USER_ERRORS} } }`;

/** The consent screen's Allow (or Deny) as the member: the address the browser is sent to. */
async function decide(params: AuthorizeParams, allow = true, token = member.token) {
  return t.gql(DECIDE, { input: inputOf(params), allow }, { token });
}

async function authorize(params: AuthorizeParams): Promise<URL> {
  const res = await decide(params);
  expect(res.errors).toBeUndefined();
  expect(userErrorsOf(res, 'decideOAuthAuthorization')).toEqual([]);
  return new URL(res.data!.decideOAuthAuthorization.redirectTo);
}

async function post(path: '/oauth/token' | '/oauth/revoke', form: Record<string, string>, headers = {}) {
  const res = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

/** Authorize and exchange the code: the token response. */
async function grant(clientId: string, scope = 'read') {
  const { verifier, challenge } = pkce();
  const code = (await authorize({ clientId, scope, codeChallenge: challenge })).searchParams.get('code')!;
  const res = await post('/oauth/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    client_id: clientId,
    code_verifier: verifier,
  });
  expect(res.status).toBe(200);
  return res.body as { access_token: string; refresh_token: string; scope: string; expires_in: number };
}

function openSocket(secret: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${t.app.port}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const messages: { type: string; id?: string; payload?: unknown }[] = [];
  const acked = new Promise<boolean>((resolve) => {
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${secret}` } })),
    );
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      messages.push(message);
      if (message.type === 'connection_ack') resolve(true);
    });
    socket.on('close', () => resolve(false));
  });
  return { socket, acked, closed, messages };
}

describe('OAuth 2 authorization code with PKCE', () => {
  it('runs from the consent to a GraphQL call with the token, and lists the app as authorized', async () => {
    const { app, clientSecret } = await registerApp();
    expect(clientSecret).toBeNull();
    expect(app.clientId).toMatch(/^clapp_/);
    const { verifier, challenge } = pkce();

    const preview = await t.gql(
      `query ($input: OAuthAuthorizationInput!) { oauthAuthorizationRequest(input: $input) { appName developer scopes redirectUri } }`,
      { input: inputOf({ clientId: app.clientId, scope: 'read write', codeChallenge: challenge }) },
      { token: member.token },
    );
    expect(preview.data!.oauthAuthorizationRequest).toEqual({
      appName: 'Trip Planner',
      developer: expect.any(String),
      scopes: ['READ', 'WRITE'],
      redirectUri: REDIRECT,
    });

    const back = await authorize({
      clientId: app.clientId,
      scope: 'read write',
      state: 's-1',
      codeChallenge: challenge,
    });
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('s-1');
    const code = back.searchParams.get('code')!;
    expect(code).toMatch(/^clcode_/);

    const res = await post('/oauth/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: app.clientId,
      code_verifier: verifier,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ token_type: 'Bearer', scope: 'read write' });
    expect(res.body.expires_in).toBeGreaterThan(3590);
    expect(res.body.access_token).toMatch(/^cloat_/);
    expect(res.body.refresh_token).toMatch(/^clort_/);

    const me = await t.gql('{ me { id } }', {}, { token: res.body.access_token });
    expect(me.data).toEqual({ me: { id: member.id } });

    expect(await authorizedApps()).toEqual([
      { id: app.id, name: 'Trip Planner', scopes: ['READ', 'WRITE'], lastUsedAt: expect.any(String) },
    ]);
    // an app's token is not one of the member's personal tokens
    const personal = await t.gql('{ accessTokens { id } }', {}, { token: member.token });
    expect(personal.data!.accessTokens).toEqual([]);
  });

  it('sends a denial back as error=access_denied with the state', async () => {
    const { app } = await registerApp();
    const res = await decide({ clientId: app.clientId, state: 'keep-me', codeChallenge: pkce().challenge }, false);
    const back = new URL(res.data!.decideOAuthAuthorization.redirectTo);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('keep-me');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('never redirects for an unknown client or an unregistered redirect URI, and sends the rest back with error=', async () => {
    const { app } = await registerApp();
    const challenge = pkce().challenge;
    expect(refusal(await decide({ clientId: 'clapp_nope', codeChallenge: challenge }))).toBe('NOT_FOUND');
    const elsewhere = await decide({
      clientId: app.clientId,
      redirectUri: 'https://evil.example/cb',
      codeChallenge: challenge,
    });
    expect(elsewhere.errors).toBeUndefined();
    expect(elsewhere.data).toEqual({
      decideOAuthAuthorization: {
        redirectTo: null,
        userErrors: [
          { field: 'redirectUri', message: 'This redirect URI is not registered for the app.', code: 'BAD_USER_INPUT' },
        ],
      },
    });
    // with the app and its redirect URI known, the app hears of the rest at its redirect URI (RFC 6749 §4.1.2.1)
    const errorOf = (res: Awaited<ReturnType<typeof decide>>) => {
      expect(userErrorsOf(res, 'decideOAuthAuthorization')).toEqual([]);
      const back = new URL(res.data!.decideOAuthAuthorization.redirectTo);
      expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
      expect(back.searchParams.get('state')).toBe('xyz');
      return back.searchParams.get('error');
    };
    expect(errorOf(await decide({ clientId: app.clientId }))).toBe('invalid_request');
    const plain = await decide({ clientId: app.clientId, codeChallenge: challenge, codeChallengeMethod: 'plain' });
    expect(errorOf(plain)).toBe('invalid_request');
    const admin = await decide({ clientId: app.clientId, codeChallenge: challenge, scope: 'read admin' });
    expect(errorOf(admin)).toBe('invalid_scope');
    // the consent screen's own query refuses the same requests, as errors the page shows
    const preview = await t.gql(
      `query ($input: OAuthAuthorizationInput!) { oauthAuthorizationRequest(input: $input) { appName } }`,
      { input: inputOf({ clientId: app.clientId, redirectUri: 'https://evil.example/cb', codeChallenge: challenge }) },
      { token: member.token },
    );
    expect(errorCode(preview)).toBe('BAD_USER_INPUT');
    // response_type is the enum OAuthResponseType: anything but CODE (an implicit `token`) is refused before it runs
    const implicit = await t.gql(
      `query ($input: OAuthAuthorizationInput!) { oauthAuthorizationRequest(input: $input) { appName } }`,
      { input: { ...inputOf({ clientId: app.clientId, codeChallenge: challenge }), responseType: 'token' } },
      { token: member.token },
    );
    expect(implicit.data ?? null).toBeNull();
    expect(errorCode(implicit)).toBe('BAD_USER_INPUT');
    // an app cannot approve itself with a token: a permission, so a top-level error
    const { access_token } = await grant(app.clientId, 'read write');
    const self = await decide({ clientId: app.clientId, codeChallenge: challenge }, true, access_token);
    expect(errorCode(self)).toBe('FORBIDDEN');
    expect(self.data ?? null).toBeNull();
  });

  it('refuses a wrong verifier, and the code is spent by the attempt', async () => {
    const { app } = await registerApp();
    const { verifier, challenge } = pkce();
    const code = (await authorize({ clientId: app.clientId, codeChallenge: challenge })).searchParams.get('code')!;
    const form = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: app.clientId };
    const wrong = await post('/oauth/token', { ...form, code_verifier: pkce().verifier });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    const missing = await post('/oauth/token', form);
    expect(missing.body.error).toBe('invalid_grant');
    expect((await post('/oauth/token', { ...form, code_verifier: verifier })).body.error).toBe('invalid_grant');
  });

  it('refuses a code used twice and revokes the tokens it issued', async () => {
    const { app } = await registerApp();
    const { verifier, challenge } = pkce();
    const code = (await authorize({ clientId: app.clientId, codeChallenge: challenge })).searchParams.get('code')!;
    const form = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: app.clientId,
      code_verifier: verifier,
    };
    const first = await post('/oauth/token', form);
    expect(first.status).toBe(200);
    expect((await t.gql('{ me { id } }', {}, { token: first.body.access_token })).status).toBe(200);
    const again = await post('/oauth/token', form);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
    expect((await t.gql('{ me { id } }', {}, { token: first.body.access_token })).status).toBe(401);
    const refresh = await post('/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: first.body.refresh_token,
      client_id: app.clientId,
    });
    expect(refresh.body.error).toBe('invalid_grant');
  });

  it('gives one token for a code exchanged many times at once: the others are refused, none fails', async () => {
    const { app } = await registerApp();
    const { verifier, challenge } = pkce();
    const code = (await authorize({ clientId: app.clientId, codeChallenge: challenge })).searchParams.get('code')!;
    const form = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: app.clientId,
      code_verifier: verifier,
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('/oauth/token', form)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.status === 400)) expect(refused.body.error).toBe('invalid_grant');
  });

  it('refuses an expired code', async () => {
    const { app } = await registerApp();
    const { verifier, challenge } = pkce();
    const code = (await authorize({ clientId: app.clientId, codeChallenge: challenge })).searchParams.get('code')!;
    await t.orm.em.fork().nativeUpdate(OAuthAuthorizationCode, {}, { expiresAt: new Date(Date.now() - 1000) });
    const res = await post('/oauth/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: app.clientId,
      code_verifier: verifier,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
  });

  it('refuses another redirect URI, an unknown client and another app’s code at the token endpoint', async () => {
    const { app } = await registerApp({ redirectUris: [REDIRECT, 'http://localhost:5173/cb'] });
    const other = await registerApp();
    const { verifier, challenge } = pkce();
    const code = (await authorize({ clientId: app.clientId, codeChallenge: challenge })).searchParams.get('code')!;
    const form = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: app.clientId,
      code_verifier: verifier,
    };
    const unknown = await post('/oauth/token', { ...form, client_id: 'clapp_unknown' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_client');
    expect((await post('/oauth/token', { ...form, client_id: other.app.clientId })).body.error).toBe('invalid_grant');
    const elsewhere = await post('/oauth/token', { ...form, redirect_uri: 'http://localhost:5173/cb' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toBe('invalid_grant');
  });

  it('asks a confidential app for its secret (stored hashed, shown once)', async () => {
    const { app, clientSecret } = await registerApp({ confidential: true });
    expect(clientSecret).toMatch(/^clcs_/);
    expect(app.confidential).toBe(true);
    const attempt = async (secret?: string) => {
      const { verifier, challenge } = pkce();
      const code = (await authorize({ clientId: app.clientId, codeChallenge: challenge })).searchParams.get('code')!;
      const form: Record<string, string> = {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: app.clientId,
        code_verifier: verifier,
      };
      if (secret) form.client_secret = secret;
      return post('/oauth/token', form);
    };
    expect((await attempt()).body.error).toBe('invalid_client');
    expect((await attempt('clcs_wrong')).body.error).toBe('invalid_client');
    expect((await attempt(clientSecret!)).status).toBe(200);
    const basic = Buffer.from(`${app.clientId}:wrong`).toString('base64');
    const revoke = await post('/oauth/revoke', { token: 'x' }, { authorization: `Basic ${basic}` });
    expect(revoke.status).toBe(401);
    expect(revoke.body.error).toBe('invalid_client');
  });

  it('rotates refresh tokens and treats a replayed one as theft', async () => {
    const { app } = await registerApp();
    const first = await grant(app.clientId, 'read write');
    const refresh = (token: string, scope?: string) =>
      post('/oauth/token', {
        grant_type: 'refresh_token',
        refresh_token: token,
        client_id: app.clientId,
        ...(scope ? { scope } : {}),
      });
    const second = await refresh(first.refresh_token, 'read');
    expect(second.status).toBe(200);
    expect(second.body.scope).toBe('read');
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    const narrowed = await t.gql(
      'mutation { setPrivacy(isPrivate: false) { user { id } } }',
      {},
      { token: second.body.access_token },
    );
    expect(errorCode(narrowed)).toBe('INSUFFICIENT_SCOPE');
    // a refresh cannot widen the grant (and a refused refresh spends the token, as any use does)
    expect((await refresh(second.body.refresh_token, 'read notifications')).body.error).toBe('invalid_scope');
    // the spent refresh token comes back: the whole grant dies
    expect((await refresh(first.refresh_token)).body.error).toBe('invalid_grant');
    expect((await t.gql('{ me { id } }', {}, { token: second.body.access_token })).status).toBe(401);
  });
});

describe('scopes and revocation of app tokens', () => {
  it('refuses what was not granted with INSUFFICIENT_SCOPE over HTTP and WebSocket', async () => {
    const { app } = await registerApp();
    const { access_token } = await grant(app.clientId, 'read');
    const http = await t.gql('mutation { setPrivacy(isPrivate: true) { user { id } } }', {}, { token: access_token });
    expect(http.status).toBe(403);
    expect(errorCode(http)).toBe('INSUFFICIENT_SCOPE');
    expect(errorCode(await t.gql('{ unreadNotificationCount }', {}, { token: access_token }))).toBe(
      'INSUFFICIENT_SCOPE',
    );

    const ws = openSocket(access_token);
    expect(await ws.acked).toBe(true);
    ws.socket.send(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: 'mutation { setPrivacy(isPrivate: true) { user { id } } }' },
      }),
    );
    await expect.poll(() => ws.messages.find((m) => m.id === '1')).toBeTruthy();
    const answer = ws.messages.find((m) => m.id === '1')!;
    expect(JSON.stringify(answer.payload)).toContain('INSUFFICIENT_SCOPE');
    ws.socket.close();
  });

  it('revoking the app in Settings kills its tokens and closes their sockets at once', async () => {
    const { app } = await registerApp();
    const { access_token, refresh_token } = await grant(app.clientId, 'read');
    const ws = openSocket(access_token);
    expect(await ws.acked).toBe(true);
    const res = await t.gql(REVOKE_APP, { appId: app.id }, { token: member.token });
    expect(res.data).toEqual({ revokeAppAuthorization: { revokedAppId: app.id, userErrors: [] } });
    expect(await ws.closed).toBe(4403);
    expect((await t.gql('{ me { id } }', {}, { token: access_token })).status).toBe(401);
    const refreshed = await post('/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token,
      client_id: app.clientId,
    });
    expect(refreshed.body.error).toBe('invalid_grant');
    expect((await authorizedApps()).map((a) => a.id)).not.toContain(app.id);
    const again = await t.gql(REVOKE_APP, { appId: app.id }, { token: member.token });
    expect(again.data).toEqual({
      revokeAppAuthorization: {
        revokedAppId: null,
        userErrors: [{ field: null, message: 'This app holds no access to your account.', code: 'NOT_FOUND' }],
      },
    });
  });

  it('POST /oauth/revoke (RFC 7009) ends an access token and its socket; a refresh token ends its grant', async () => {
    const { app } = await registerApp();
    const first = await grant(app.clientId, 'read');
    const ws = openSocket(first.access_token);
    expect(await ws.acked).toBe(true);
    const res = await post('/oauth/revoke', { token: first.access_token, client_id: app.clientId });
    expect(res.status).toBe(200);
    expect(await ws.closed).toBe(4403);
    expect((await t.gql('{ me { id } }', {}, { token: first.access_token })).status).toBe(401);
    // unknown tokens are answered the same
    expect((await post('/oauth/revoke', { token: 'cloat_unknown', client_id: app.clientId })).status).toBe(200);

    const second = await grant(app.clientId, 'read');
    expect((await post('/oauth/revoke', { token: second.refresh_token, client_id: app.clientId })).status).toBe(200);
    expect((await t.gql('{ me { id } }', {}, { token: second.access_token })).status).toBe(401);
  });

  it('deleting an app ends every token it holds', async () => {
    const { app } = await registerApp();
    const { access_token } = await grant(app.clientId, 'read');
    const res = await t.gql(DELETE_APP, { id: app.id }, { token: developer.token });
    expect(res.data).toEqual({ deleteOAuthApp: { deletedOAuthAppId: app.id, userErrors: [] } });
    expect((await t.gql('{ me { id } }', {}, { token: access_token })).status).toBe(401);
    const apps = await t.gql('{ oauthApps { id } }', {}, { token: developer.token });
    expect(apps.data!.oauthApps.map((a: { id: string }) => a.id)).not.toContain(app.id);
    const again = await t.gql(DELETE_APP, { id: app.id }, { token: developer.token });
    expect(userErrorsOf(again, 'deleteOAuthApp')).toEqual([
      { field: null, message: 'No such app.', code: 'NOT_FOUND' },
    ]);
    // someone else's app is not found either, and stays
    const kept = await registerApp({ owner: member });
    const stranger = await t.gql(DELETE_APP, { id: kept.app.id }, { token: developer.token });
    expect(userErrorsOf(stranger, 'deleteOAuthApp').map((e) => e.code)).toEqual(['NOT_FOUND']);
    const listed = await t.gql('{ oauthApps { id } }', {}, { token: member.token });
    expect(listed.data!.oauthApps.map((a: { id: string }) => a.id)).toContain(kept.app.id);
  });

  it('checks redirect URIs when an app is registered', async () => {
    const register = (redirectUris: string[]) =>
      t.gql(
        `mutation ($input: RegisterOAuthAppInput!) { registerOAuthApp(input: $input) { app { id } ${USER_ERRORS} } }`,
        { input: { name: 'X', redirectUris } },
        { token: developer.token },
      );
    const refused = async (redirectUris: string[]) => {
      const res = await register(redirectUris);
      expect(res.errors).toBeUndefined();
      expect(res.data!.registerOAuthApp.app).toBeNull();
      return userErrorsOf(res, 'registerOAuthApp');
    };
    expect(await refused(['http://app.example/cb'])).toEqual([
      {
        field: 'redirectUris',
        message: 'Redirect URIs use https://, or http:// on localhost or 127.0.0.1 for development.',
        code: 'BAD_USER_INPUT',
      },
    ]);
    expect((await refused(['https://app.example/cb#frag']))[0]!.field).toBe('redirectUris');
    expect((await refused(['not a url']))[0]!.field).toBe('redirectUris');
    expect((await refused([]))[0]!.field).toBe('redirectUris');
    const named = await t.gql(
      `mutation ($input: RegisterOAuthAppInput!) { registerOAuthApp(input: $input) { app { id } ${USER_ERRORS} } }`,
      { input: { name: ' ', redirectUris: [REDIRECT] } },
      { token: developer.token },
    );
    expect(userErrorsOf(named, 'registerOAuthApp').map((e) => e.field)).toEqual([null, 'name']);
    expect(userErrorsOf(await register(['http://127.0.0.1:8080/cb']), 'registerOAuthApp')).toEqual([]);
  });
});

describe('apps and authorizations as Relay objects', () => {
  let maker: TestMember; // a developer of their own, so these apps leave the other developer room
  beforeAll(async () => {
    maker = await createMember(t);
  });

  it('answers node(id:) with an app to its developer only', async () => {
    const { app } = await registerApp({ confidential: true, owner: maker });
    const NODE = `{ node(id: "${app.id}") { __typename id ... on OAuthApp { name clientId confidential } } }`;
    expect((await t.gql(NODE, {}, { token: maker.token })).data).toEqual({
      node: { __typename: 'OAuthApp', id: app.id, name: 'Trip Planner', clientId: app.clientId, confidential: true },
    });
    expect((await t.gql(NODE, {}, { token: member.token })).data).toEqual({ node: null });
    expect((await t.gql(NODE)).data).toEqual({ node: null });
    const nodes = await t.gql(`{ nodes(ids: ["${app.id}"]) { id } }`, {}, { token: maker.token });
    expect(nodes.data).toEqual({ nodes: [{ id: app.id }] });
  });

  it('pages the authorized apps, the most recently used first, with their total', async () => {
    const reader = await createMember(t);
    const apps = [];
    for (const name of ['First', 'Second', 'Third']) {
      const registered = await registerApp({ owner: maker });
      const { verifier, challenge } = pkce();
      const back = await t.gql(
        DECIDE,
        { input: inputOf({ clientId: registered.app.clientId, codeChallenge: challenge }), allow: true },
        { token: reader.token },
      );
      const code = new URL(back.data!.decideOAuthAuthorization.redirectTo).searchParams.get('code')!;
      const token = await post('/oauth/token', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: registered.app.clientId,
        code_verifier: verifier,
      });
      apps.push({ id: registered.app.id, name, accessToken: token.body.access_token as string });
    }
    // the second app is used, so it comes first; the others by when they were allowed, newest first
    await t.gql('{ me { id } }', {}, { token: apps[1]!.accessToken });
    const first = await t.gql(AUTHORIZED, { first: 2 }, { token: reader.token });
    expect(first.data!.authorizedApps).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const second = await t.gql(
      AUTHORIZED,
      { first: 2, after: first.data!.authorizedApps.pageInfo.endCursor },
      { token: reader.token },
    );
    expect(second.data!.authorizedApps).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: false } });
    const order = [...first.data!.authorizedApps.edges, ...second.data!.authorizedApps.edges].map(
      (edge: { node: { id: string } }) => edge.node.id,
    );
    expect(order).toEqual([apps[1]!.id, apps[2]!.id, apps[0]!.id]);
    expect(errorCode(await t.gql(AUTHORIZED, { after: 'not-a-cursor' }, { token: reader.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await t.gql(AUTHORIZED, { first: 51 }, { token: reader.token }))).toBe('BAD_USER_INPUT');
  });
});

describe('the OAuth endpoints on junk', () => {
  it('never answer 5xx, whatever the form', async () => {
    const { app } = await registerApp();
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(app.clientId, 'authorization_code', 'refresh_token', 'clcode_x', 'clort_x', 'cloat_x', REDIRECT),
    );
    const form = fc.dictionary(
      fc.constantFrom(
        'grant_type',
        'code',
        'client_id',
        'client_secret',
        'redirect_uri',
        'code_verifier',
        'refresh_token',
        'scope',
        'token',
        'x',
      ),
      value,
    );
    const cases = fc.sample(
      fc.record({
        path: fc.constantFrom('/oauth/token', '/oauth/revoke', '/oauth/introspect', '/oauth/register'),
        form,
        contentType: fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain'),
      }),
      { numRuns: 160, seed: 2026 },
    );
    for (const c of cases) {
      const res = await fetch(`${t.url}${c.path}`, {
        method: 'POST',
        headers: { 'content-type': c.contentType },
        body: new URLSearchParams(c.form).toString(),
      });
      expect(res.status, JSON.stringify(c)).toBeLessThan(500);
    }
    const repeated = await fetch(`${t.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=a&code=b',
    });
    expect(repeated.status).toBe(400);
    const nul = await post('/oauth/token', { grant_type: 'authorization_code', code: 'a\0b' });
    expect(nul.status).toBe(400);
    expect(nul.body.error).toBe('invalid_request');
    expect((await fetch(`${t.url}/oauth/token`)).status).toBe(405);
  });
});
