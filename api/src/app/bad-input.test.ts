import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, startTestApp, type TestApp } from '../../test/harness.js';
import { createMember, multipartForm, pngBytes, type TestMember } from '../../test/factories.js';
import { appErrorOfDatabase } from './database-errors.js';
import { NUL_BYTE_MESSAGE } from './nul-bytes.js';

// Bad input of every kind is a 4xx with a clear message, never a 5xx (issue: hardening).

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  member = await createMember(t);
});
afterAll(() => t?.close());

const SEARCH = 'query($text: String!) { search(text: $text) { __typename } }';

function expectNulRefused(res: { status: number; body: unknown }) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', error: NUL_BYTE_MESSAGE });
}

describe('NUL characters are refused at the door', () => {
  it('GraphQL over HTTP: in a variable (search, login) or in a string literal of the document', async () => {
    for (const res of [
      await t.gql(SEARCH, { text: 'a\u0000b' }, { token: member.token }),
      await t.gql('mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', {
        u: 'x\u0000',
        p: 'y',
      }),
      await t.gql('{ search(text: "a\\u0000b") { __typename } }', {}, { token: member.token }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.errors?.[0]).toMatchObject({ message: NUL_BYTE_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('GraphQL over WebSocket: an error on that operation only, the socket stays usable', async () => {
    const client = t.wsClient({ token: member.token });
    await expect(collect(client, SEARCH, { text: 'a\u0000b' }).done).rejects.toThrow(/NUL character/);
    const [ok] = await collect(client, SEARCH, { text: 'ab' }).done;
    expect(ok).toHaveProperty('search');
  });

  it('REST: JSON and url-encoded bodies, multipart fields, query strings and paths', async () => {
    expectNulRefused(await t.rest('POST', '/api/login', { body: { username: 'a\u0000', password: 'b' } }));
    expectNulRefused(
      await t.rest('POST', '/api/login', {
        body: 'username=a%00&password=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expectNulRefused(
      await t.rest('POST', '/api/posting', {
        token: member.token,
        body: multipartForm({ title: 'A\u0000title', body: 'Text', category: 'Food', country: 'Philippines' }),
      }),
    );
    expectNulRefused(await t.rest('GET', '/api/search/?q=a%00b', { token: member.token }));
    expectNulRefused(await t.rest('GET', '/api/viewing-itinerary/a%00b', { token: member.token }));
  });
});

describe('the NUL check on huge lists', () => {
  // Regression: the check spread each array into a push; half a million items overflowed the stack (a 500).
  const hugeList = () => Array.from({ length: 400_000 }, () => 0);

  it('a GraphQL variable holding 400,000 items is answered as bad input, not a 500', async () => {
    const res = await t.gql(SEARCH, { text: 'ab', extra: hugeList() }, { token: member.token });
    expect(res.status).toBeLessThan(500);
    expect(res.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  });

  it('a REST JSON body holding 400,000 items is a 4xx, not a 500', async () => {
    const res = await t.rest('POST', '/api/login', { body: { username: 'ana', password: 'x', extra: hugeList() } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('numbers and variable types', () => {
  it('a page number past its range is a 400 over REST', async () => {
    for (const page of ['1e20', '99999999999999999999', '-1', '2.5']) {
      const res = await t.rest('GET', `/api/posts-list?page=${page}`, { token: member.token });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('BAD_USER_INPUT');
    }
  });

  it('a variable that does not fit its type is BAD_USER_INPUT with HTTP 400, never INTERNAL_SERVER_ERROR', async () => {
    const feed = 'query($first: Int) { feed(first: $first) { __typename } }';
    for (const first of [1e20, 'abc', 2.5, { a: 1 }]) {
      const res = await t.gql(feed, { first }, { token: member.token });
      expect(res.status).toBe(400);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const missing = await t.gql(SEARCH, {}, { token: member.token });
    expect(missing.status).toBe(400);
    expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  // Regression (found by the fuzz test): an operationName the document does not hold ran through graphql-jit,
  // which Apollo took for an internal error (HTTP 500).
  it('an operation that cannot be chosen is 400 OPERATION_RESOLUTION_FAILURE, never a 500', async () => {
    for (const body of [
      { query: 'query Fuz { postCategories { label } }', operationName: 'Fuzz' },
      { query: 'query A { postCategories { label } } query B { postCategories { label } }' },
    ]) {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Token ${member.token}` },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(answer.errors[0]!.extensions.code).toBe('OPERATION_RESOLUTION_FAILURE');
      expect(answer.errors[0]!.message).toMatch(/Unknown operation named "Fuzz"|Must provide operation name/);
    }
  });

  it('a value PostgreSQL cannot store (SQLSTATE class 22) reads as BAD_USER_INPUT, not as a bug', async () => {
    const error = await t.orm.em
      .getConnection()
      .execute("select 'not a number'::int")
      .catch((caught: unknown) => caught);
    expect(appErrorOfDatabase(error)?.code).toBe('BAD_USER_INPUT');
    expect(appErrorOfDatabase(new Error('something else'))).toBeNull();
  });
});

describe('uploaded files', () => {
  it('an unknown /uploads path is a 404 that names no server path', async () => {
    for (const path of ['/uploads/x.webp', '/uploads/nested/missing.png', '/uploads/.hidden']) {
      const res = await t.rest('GET', path);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(t.dataDir);
      expect(JSON.stringify(res.body)).not.toMatch(/ENOENT|\/tmp\//);
    }
  });

  it('an image of more than 40 megapixels is refused from its header (413), over REST and GraphQL', async () => {
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const rest = await t.rest('POST', '/api/posting', {
      token: member.token,
      body: multipartForm({ title: 'Big', body: 'Text', category: 'Food', country: 'Philippines' }, bomb),
    });
    expect(rest.status).toBe(413);
    expect(rest.body.error).toMatch(/40 megapixels/);

    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation($file: Upload!) { uploadProfilePhoto(file: $file) { user { id } userErrors { code } } }',
        variables: {},
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(bomb)], { type: 'image/png' }), 'bomb.png');
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'apollo-require-preflight': '1' },
      body: form,
    });
    // over GraphQL an image refused for its size is a user error of the mutation's payload
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { uploadProfilePhoto: { user: null; userErrors: { code: string }[] } } };
    expect(body.data.uploadProfilePhoto.user).toBeNull();
    expect(body.data.uploadProfilePhoto.userErrors.map((e) => e.code)).toEqual(['PAYLOAD_TOO_LARGE']);

    // a normal picture still goes through
    const fine = await t.rest('POST', '/api/posting', {
      token: member.token,
      body: multipartForm({ title: 'Small', body: 'Text', category: 'Food', country: 'Philippines' }, await pngBytes()),
    });
    expect(fine.status).toBe(201);
  });
});

/** Streams `megabytes` of filler after `head` (chunked unless `declared` says a length), then `tail`. */
function streamBody(
  urlPath: string,
  options: { megabytes: number; headers: Record<string, string>; head?: string; tail?: string; declared?: number },
) {
  return new Promise<{ status: number; ms: number; body: string; sentBytes: number }>((resolve, reject) => {
    const started = Date.now();
    const headers = { ...options.headers, ...(options.declared ? { 'content-length': String(options.declared) } : {}) };
    const req = http.request(`${t.url}${urlPath}`, { method: 'POST', headers });
    let sentBytes = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (data) => (body += data));
      res.on('end', () => resolve({ status: res.statusCode!, ms: Date.now() - started, body, sentBytes }));
    });
    // the server closes the connection after its 413: writes still under way may fail, the answer stands
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (options.head) req.write(options.head);
    const pump = () => {
      while (!answered && sentBytes < options.megabytes * 1024 * 1024) {
        sentBytes += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered && !options.declared) req.end(options.tail ?? '');
    };
    pump();
  });
}

describe('oversize bodies are answered 413 without being read to the end', () => {
  const boundary = 'culturalinkboundary';
  const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const filePart = (name: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;

  it('a 30 MB chunked multipart upload over REST', async () => {
    const res = await streamBody('/api/posting', {
      megabytes: 30,
      headers: { ...multipart, authorization: `Token ${member.token}` },
      head: filePart('image'),
      tail: `\r\n--${boundary}--\r\n`,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).code).toBe('PAYLOAD_TOO_LARGE');
    expect(res.sentBytes).toBeLessThan(30 * 1024 * 1024);
  });

  it('a 30 MB chunked JSON body, REST and GraphQL', async () => {
    for (const urlPath of ['/api/login', '/graphql']) {
      const res = await streamBody(urlPath, { megabytes: 30, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).code).toBe('PAYLOAD_TOO_LARGE');
      if (urlPath === '/graphql') expect(JSON.parse(res.body).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('a /graphql body that is not JSON is answered in the GraphQL shape too', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toEqual({
      message: 'The request body is not valid JSON.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('a declared length past the limit is refused before the body is sent', async () => {
    for (const [urlPath, headers] of [
      ['/api/login', { 'content-type': 'application/json' }],
      ['/graphql', { 'content-type': 'application/json' }],
      ['/api/posting', { ...multipart, authorization: `Token ${member.token}` }],
    ] as const) {
      // only 64 KB of the 30 MB announced are ever sent: the answer cannot wait for the rest
      const res = await streamBody(urlPath, { megabytes: 0.0625, headers, declared: 30 * 1024 * 1024 });
      expect(res.status).toBe(413);
    }
  });

  it('a 30 MB chunked GraphQL multipart upload is a PAYLOAD_TOO_LARGE user error, a malformed multipart body 400', async () => {
    const operations = JSON.stringify({
      query: 'mutation($file: Upload!) { uploadProfilePhoto(file: $file) { user { id } userErrors { code } } }',
      variables: { file: null },
    });
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n` +
      filePart('0');
    const headers = { ...multipart, authorization: `Bearer ${member.token}`, 'apollo-require-preflight': '1' };
    const tooLarge = await streamBody('/graphql', { megabytes: 30, headers, head, tail: `\r\n--${boundary}--\r\n` });
    // the mutation stops reading at the image limit and answers its payload
    expect(tooLarge.status).toBe(200);
    expect(JSON.parse(tooLarge.body).data.uploadProfilePhoto).toEqual({
      user: null,
      userErrors: [{ code: 'PAYLOAD_TOO_LARGE' }],
    });

    const malformed = await streamBody('/graphql', { megabytes: 1, headers });
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body).code).toBe('BAD_USER_INPUT');
  });

  it('the server is healthy afterwards', async () => {
    expect((await t.rest('GET', '/healthz')).status).toBe(200);
    expect((await t.gql(SEARCH, { text: 'member' }, { token: member.token })).status).toBe(200);
  });
});
