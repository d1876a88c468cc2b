import { createHash, randomBytes } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../../test/factories.js';
import {
  errorCode,
  startTestApp,
  USER_ERRORS,
  userErrorsOf,
  type TestApp,
  type UntypedJson,
} from '../../../test/harness.js';

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

const REDIRECT = 'http://127.0.0.1:8765/callback';
/** The test app speaks plain HTTP on 127.0.0.1; a production issuer is https (PUBLIC_URL). */
const insecure = { [oauth.allowInsecureRequests]: true } as const;

const DECIDE = `mutation ($input: OAuthAuthorizationInput!, $allow: Boolean!) {
  decideOAuthAuthorization(input: $input, allow: $allow) { redirectTo ${USER_ERRORS} }
}`;
const PREVIEW = `query ($input: OAuthAuthorizationInput!) {
  oauthAuthorizationRequest(input: $input) { appName scopes alreadyAllowed }
}`;

/** The consent screen's input from an authorization URL's query, as the web page reads it. */
const inputOfUrl = (url: URL) => ({
  clientId: url.searchParams.get('client_id') ?? '',
  redirectUri: url.searchParams.get('redirect_uri') ?? '',
  responseType: 'CODE',
  scope: url.searchParams.get('scope'),
  state: url.searchParams.get('state'),
  codeChallenge: url.searchParams.get('code_challenge'),
  codeChallengeMethod: url.searchParams.get('code_challenge_method'),
});

/** The member's browser at the authorization URL: Allow on the consent screen, and where it is sent back. */
async function consent(url: URL, allow = true): Promise<URL> {
  const res = await t.gql(DECIDE, { input: inputOfUrl(url), allow }, { token: member.token });
  expect(res.errors).toBeUndefined();
  expect(userErrorsOf(res, 'decideOAuthAuthorization')).toEqual([]);
  return new URL(res.data!.decideOAuthAuthorization.redirectTo);
}

async function discover() {
  const issuer = new URL(t.url);
  return oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }),
  );
}

async function registerClient(metadata: Record<string, unknown>, token = developer.token) {
  const as = await discover();
  return fetch(as.registration_endpoint!, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(metadata),
  });
}

async function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A public app registered with the developer's session (RFC 7591), and its client id. */
async function publicApp(): Promise<string> {
  const res = await registerClient({
    client_name: 'Public',
    redirect_uris: [REDIRECT],
    token_endpoint_auth_method: 'none',
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as UntypedJson;
  expect(body.client_secret).toBeUndefined();
  return body.client_id;
}

/** A code for a public app, through the consent screen. */
async function codeFor(clientId: string, scope = 'read') {
  const { verifier, challenge } = pkce();
  const url = new URL(`${t.url}/oauth/authorize`);
  for (const [key, value] of Object.entries({
    client_id: clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope,
    state: 'st',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }))
    url.searchParams.set(key, value);
  return { code: (await consent(url)).searchParams.get('code')!, verifier, url };
}

describe('OAuth 2 driven by oauth4webapi, every endpoint discovered (RFC 8414)', () => {
  it('discovers, registers (RFC 7591), runs code + PKCE, refreshes, introspects (RFC 7662) and revokes (RFC 7009)', async () => {
    const as = await discover();
    expect(as.issuer).toBe(t.url);
    expect(as.code_challenge_methods_supported).toEqual(['S256']);

    // the developer's own session token is the initial access token: no web session needed
    const registration = await oauth.dynamicClientRegistrationRequest(
      as,
      { client_name: 'Resource Planner', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'client_secret_basic' },
      { initialAccessToken: developer.token, ...insecure },
    );
    const client = await oauth.processDynamicClientRegistrationResponse(registration);
    expect(client.client_id).toMatch(/^clapp_/);
    expect(client.client_secret).toMatch(/^clcs_/);
    const auth = oauth.ClientSecretBasic(client.client_secret as string);

    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const authorizationUrl = new URL(as.authorization_endpoint!);
    authorizationUrl.searchParams.set('client_id', client.client_id);
    authorizationUrl.searchParams.set('redirect_uri', REDIRECT);
    authorizationUrl.searchParams.set('response_type', 'code');
    authorizationUrl.searchParams.set('scope', 'read write');
    authorizationUrl.searchParams.set('state', state);
    authorizationUrl.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
    authorizationUrl.searchParams.set('code_challenge_method', 'S256');

    const callback = oauth.validateAuthResponse(as, client, await consent(authorizationUrl), state);
    const tokenResponse = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      auth,
      callback,
      REDIRECT,
      verifier,
      insecure,
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, tokenResponse);
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.scope).toBe('read write');
    expect((await t.gql('{ me { id } }', {}, { token: tokens.access_token })).data!.me.id).toBe(member.id);

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, auth, tokens.refresh_token!, insecure),
    );
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);

    const introspect = async (token: string) =>
      oauth.processIntrospectionResponse(
        as,
        client,
        await oauth.introspectionRequest(as, client, auth, token, insecure),
      );
    const live = await introspect(refreshed.access_token);
    expect(live).toMatchObject({
      active: true,
      scope: 'read write',
      client_id: client.client_id,
      sub: member.id,
      username: member.username,
      token_type: 'Bearer',
    });
    expect(live.exp).toBeGreaterThan(Date.now() / 1000);
    expect(await introspect(refreshed.refresh_token!)).toMatchObject({ active: true, token_type: 'refresh_token' });
    // rotation: the first refresh token is spent
    expect((await introspect(tokens.refresh_token!)).active).toBe(false);

    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, client, auth, refreshed.refresh_token!, insecure),
    );
    expect(await introspect(refreshed.access_token)).toEqual({ active: false });
    expect(await introspect(refreshed.refresh_token!)).toEqual({ active: false });
  });

  it('serves the metadata to any origin', async () => {
    const res = await fetch(`${t.url}/.well-known/oauth-authorization-server`, {
      headers: { origin: 'https://x.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as UntypedJson;
    expect(body.grant_types_supported).toEqual(['authorization_code', 'refresh_token']);
    expect(body.scopes_supported).toEqual(['read', 'write', 'notifications']);
  });
});

describe('the token endpoint’s errors (RFC 6749 §5.2)', () => {
  it('answers a missing grant_type invalid_request and another one unsupported_grant_type, even for a public app', async () => {
    const clientId = await publicApp();
    const missing = await post('/oauth/token', { client_id: clientId, code: 'x' });
    expect(missing).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    const password = await post('/oauth/token', {
      grant_type: 'password',
      client_id: clientId,
      username: 'a',
      password: 'b',
    });
    expect(password).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
    const credentials = await post('/oauth/token', { grant_type: 'client_credentials', client_id: clientId });
    expect(credentials.body.error).toBe('unsupported_grant_type');
  });

  it('answers a redirect_uri other than the authorization request’s invalid_grant', async () => {
    const res = await registerClient({
      client_name: 'Two URIs',
      redirect_uris: [REDIRECT, 'http://localhost:5173/cb'],
      token_endpoint_auth_method: 'none',
    });
    const clientId = ((await res.json()) as UntypedJson).client_id;
    const { code, verifier } = await codeFor(clientId);
    const form = { grant_type: 'authorization_code', code, client_id: clientId, code_verifier: verifier };
    const elsewhere = await post('/oauth/token', { ...form, redirect_uri: 'http://localhost:5173/cb' });
    expect(elsewhere).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('still answers an unknown client invalid_client', async () => {
    expect(
      (await post('/oauth/token', { grant_type: 'refresh_token', refresh_token: 'x', client_id: 'clapp_no' })).body
        .error,
    ).toBe('invalid_client');
  });
});

describe('authorize errors go back to the app (RFC 6749 §4.1.2.1)', () => {
  it('sends a bad scope or PKCE back to the registered redirect URI with error= and state; an unknown app or URI nowhere', async () => {
    const clientId = await publicApp();
    const { url } = await codeFor(clientId);
    const input = inputOfUrl(url);

    const badScope = await t.gql(PREVIEW, { input: { ...input, scope: 'read admin' } }, { token: member.token });
    expect(errorCode(badScope)).toBe('BAD_USER_INPUT');
    const back = new URL(badScope.errors![0]!.extensions!.redirectTo);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('error')).toBe('invalid_scope');
    expect(back.searchParams.get('state')).toBe('st');

    const plain = await t.gql(
      DECIDE,
      { input: { ...input, codeChallengeMethod: 'plain' }, allow: true },
      { token: member.token },
    );
    const plainBack = new URL(plain.data!.decideOAuthAuthorization.redirectTo);
    expect(plainBack.searchParams.get('error')).toBe('invalid_request');
    expect(plainBack.searchParams.get('code')).toBeNull();
    expect(userErrorsOf(plain, 'decideOAuthAuthorization')).toEqual([]);

    const noChallenge = await t.gql(
      DECIDE,
      { input: { ...input, codeChallenge: null }, allow: true },
      { token: member.token },
    );
    expect(new URL(noChallenge.data!.decideOAuthAuthorization.redirectTo).searchParams.get('error')).toBe(
      'invalid_request',
    );

    const elsewhere = await t.gql(
      PREVIEW,
      { input: { ...input, redirectUri: 'https://evil.example/cb' } },
      { token: member.token },
    );
    expect(errorCode(elsewhere)).toBe('BAD_USER_INPUT');
    expect(elsewhere.errors![0]!.extensions!.redirectTo).toBeUndefined();
    const unknown = await t.gql(
      DECIDE,
      { input: { ...input, clientId: 'clapp_nope' }, allow: true },
      { token: member.token },
    );
    expect(unknown.data?.decideOAuthAuthorization?.redirectTo ?? null).toBeNull();
  });
});

describe('consent remembered per app and scope set', () => {
  it('is remembered while a grant covering the scopes lives, and forgotten once revoked in Settings', async () => {
    const clientId = await publicApp();
    const { url, code, verifier } = await codeFor(clientId, 'read write');
    const input = inputOfUrl(url);
    const preview = async (scope: string) => {
      const res = await t.gql(PREVIEW, { input: { ...input, scope } }, { token: member.token });
      expect(res.errors).toBeUndefined();
      return res.data!.oauthAuthorizationRequest.alreadyAllowed as boolean;
    };
    // a code alone is no grant yet
    expect(await preview('read')).toBe(false);
    const exchanged = await post('/oauth/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: clientId,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    expect(await preview('read write')).toBe(true);
    expect(await preview('read')).toBe(true);
    expect(await preview('read notifications')).toBe(false);
    // another member has not allowed it
    const other = await t.gql(PREVIEW, { input }, { token: developer.token });
    expect(other.data!.oauthAuthorizationRequest.alreadyAllowed).toBe(false);

    const apps = await t.gql(
      '{ authorizedApps(first: 50) { edges { node { id name } } } }',
      {},
      { token: member.token },
    );
    const appId = apps.data!.authorizedApps.edges.find(
      (edge: { node: { name: string } }) => edge.node.name === 'Public',
    ).node.id;
    const revoked = await t.gql(
      `mutation ($appId: ID!) { revokeAppAuthorization(appId: $appId) { revokedAppId ${USER_ERRORS} } }`,
      { appId },
      { token: member.token },
    );
    expect(userErrorsOf(revoked, 'revokeAppAuthorization')).toEqual([]);
    expect(await preview('read')).toBe(false);
  });
});

describe('introspection (RFC 7662) and registration (RFC 7591) refuse what they must', () => {
  it('introspects for a confidential app only, and only its own tokens', async () => {
    const clientId = await publicApp();
    const { code, verifier } = await codeFor(clientId);
    const token = (
      await post('/oauth/token', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: clientId,
        code_verifier: verifier,
      })
    ).body.access_token as string;
    const asPublic = await post('/oauth/introspect', { token, client_id: clientId });
    expect(asPublic).toMatchObject({ status: 401, body: { error: 'invalid_client' } });

    const registered = await registerClient({ client_name: 'Resource server', redirect_uris: [REDIRECT] });
    const confidential = (await registered.json()) as UntypedJson;
    const basic = `Basic ${Buffer.from(`${confidential.client_id}:${confidential.client_secret}`).toString('base64')}`;
    expect(await post('/oauth/introspect', { token }, { authorization: basic })).toEqual({
      status: 200,
      body: { active: false },
    });
    expect((await post('/oauth/introspect', { token: member.token }, { authorization: basic })).body).toEqual({
      active: false,
    });
    expect((await post('/oauth/introspect', {}, { authorization: basic })).body.error).toBe('invalid_request');
    const wrongSecret = `Basic ${Buffer.from(`${confidential.client_id}:clcs_wrong`).toString('base64')}`;
    expect((await post('/oauth/introspect', { token }, { authorization: wrongSecret })).status).toBe(401);
  });

  it('registers with a session or a write token, never without one nor with an app’s token', async () => {
    const anonymous = await fetch(`${t.url}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'x', redirect_uris: [REDIRECT] }),
    });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as UntypedJson).error).toBe('invalid_token');

    const created = await t.gql(
      `mutation ($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { secret ${USER_ERRORS} } }`,
      { input: { name: 'read only', scopes: ['READ'] } },
      { token: developer.token },
    );
    const readOnly = created.data!.createAccessToken.secret as string;
    const refused = await registerClient({ client_name: 'x', redirect_uris: [REDIRECT] }, readOnly);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as UntypedJson).error).toBe('insufficient_scope');

    const clientId = await publicApp();
    const { code, verifier } = await codeFor(clientId, 'read write');
    const appToken = (
      await post('/oauth/token', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: clientId,
        code_verifier: verifier,
      })
    ).body.access_token as string;
    const byApp = await registerClient({ client_name: 'x', redirect_uris: [REDIRECT] }, appToken);
    expect(byApp.status).toBe(403);

    const badUri = await registerClient({ client_name: 'x', redirect_uris: ['http://evil.example/cb'] });
    expect(badUri.status).toBe(400);
    expect(((await badUri.json()) as UntypedJson).error).toBe('invalid_redirect_uri');
    const implicit = await registerClient({ client_name: 'x', redirect_uris: [REDIRECT], response_types: ['token'] });
    expect(((await implicit.json()) as UntypedJson).error).toBe('invalid_client_metadata');
    const notJson = await fetch(`${t.url}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${developer.token}` },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });
});
