/**
 * Contract section 1 (transport): CORS for the original client's page on another origin (`CORS_ORIGINS`), on
 * success and error answers, preflights, `/graphql` and `/uploads` alike; pictures loadable cross-origin;
 * absolute URLs from `PUBLIC_URL` or the request's host; bodies as the client really sends them.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createMember, multipartForm, pngBytes, restOk, seedPost, type TestMember } from '../../../test/factories.js';

const CLIENT = 'http://localhost:5173';
const OTHER = 'https://evil.example';

let t: TestApp;
let member: TestMember;
let photoUrl: string;

beforeAll(async () => {
  t = await startTestApp({ config: { corsOrigins: [CLIENT, 'https://culturalink.com'] } });
  member = await createMember(t);
  await restOk(t, 'POST', '/api/change-profile', { token: member.token, body: multipartForm({}, await pngBytes()) });
  photoUrl = (await restOk(t, 'GET', '/api/user', { token: member.token })).profile.user_photo;
});
afterAll(async () => {
  await t?.close();
});

const preflight = (path: string, origin: string, method = 'POST') =>
  fetch(`${t.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS for the origins in CORS_ORIGINS', () => {
  it.each(['/api/user', '/api/like-posts/x/like_post/', '/graphql', '/uploads/x.webp'])(
    'answers the preflight of %s: the exact origin, credentials, methods, headers, cached a day',
    async (path) => {
      const res = await preflight(path, CLIENT, 'PUT');
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(CLIENT);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-methods')).toMatch(/GET.*POST.*PUT.*DELETE/);
      expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/);
      expect(res.headers.get('access-control-allow-headers')).toMatch(/content-type/);
      expect(res.headers.get('access-control-max-age')).toBe('86400');
      expect(res.headers.get('vary')).toMatch(/Origin/i);
    },
  );

  it('adds the headers to answers and to error answers (the client reads email_error / error)', async () => {
    const ok = await t.rest('GET', '/api/user', { token: member.token, headers: { origin: CLIENT } });
    const refused = await t.rest('POST', '/api/send-otp', {
      body: { email: 'x@gmail.com', username: 'xx' },
      headers: { origin: CLIENT },
    });
    const unknown = await t.rest('GET', '/api/no-such-path', { headers: { origin: CLIENT } });
    const badJson = await t.rest('POST', '/api/login', {
      body: '{"username":',
      headers: { origin: CLIENT, 'content-type': 'application/json' },
    });
    const graphql = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { origin: CLIENT, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    for (const [res, status] of [
      [ok, 200],
      [refused, 400],
      [unknown, 404],
      [badJson, 400],
      [graphql, 200],
    ] as const) {
      expect(res.status).toBe(status);
      expect(res.headers.get('access-control-allow-origin')).toBe(CLIENT);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('vary')).toMatch(/Origin/i);
    }
  });

  it('gives nothing to an origin not in the list (never "*")', async () => {
    const res = await t.rest('GET', '/api/user', { token: member.token, headers: { origin: OTHER } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('/api/user', OTHER)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is off by default (no CORS_ORIGINS): no CORS headers at all', async () => {
    const plain = await startTestApp();
    try {
      const res = await plain.rest('GET', '/api/posts-list', { headers: { origin: CLIENT } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe('pictures under /uploads', () => {
  it('may be shown by a page on another origin (Cross-Origin-Resource-Policy: cross-origin), with CORS', async () => {
    const res = await fetch(photoUrl, { headers: { origin: CLIENT } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('access-control-allow-origin')).toBe(CLIENT);
    // the rest of the app keeps its same-origin policy
    expect((await fetch(`${t.url}/api/posts-list`)).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('absolute URLs', () => {
  it("are built on the request's host without PUBLIC_URL", async () => {
    expect(photoUrl).toMatch(new RegExp(`^${t.url}/uploads/[\\w-]+\\.webp$`));
    // fetch may not set Host: ask with node:http, as a client reaching us under another name would
    const viaOtherHost = await new Promise<string>((resolve, reject) => {
      const req = http.get(
        `${t.url}/api/user`,
        { headers: { host: 'api.example.test:8443', authorization: `Token ${member.token}` } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
    });
    expect(JSON.parse(viaOtherHost).profile.user_photo).toMatch(/^http:\/\/api\.example\.test:8443\/uploads\//);
  });

  it('are built on PUBLIC_URL when it is set, whatever the request says', async () => {
    const behindProxy = await startTestApp({ config: { publicUrl: 'https://culturalink.example.org/' } });
    try {
      const someone = await createMember(behindProxy);
      await seedPost(behindProxy, someone.id);
      const res = await restOk(behindProxy, 'GET', '/api/posts-list', { token: someone.token });
      expect(res.results[0].cultura_user.user_photo).toBe('https://culturalink.example.org/api/default-avatar.svg');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('request bodies', () => {
  it.each([
    ['null', 'application/json'],
    ['[1,2]', 'application/json'],
    ['"text"', 'application/json'],
    ['42', 'application/json'],
    ['', undefined],
  ])('reads the body %j (%s) as no fields, never a 400', async (body, type) => {
    const postId = await seedPost(t, member.id);
    const res = await t.rest('POST', `/api/like-posts/${postId}/like_post/`, {
      token: member.token,
      body,
      headers: type ? { 'content-type': type } : {},
    });
    expect(res.status).toBe(200);
  });

  it('still refuses malformed JSON with a clear 400', async () => {
    const res = await t.rest('POST', '/api/login', { body: '{"a":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The request body is not valid JSON.');
  });
});
