import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type UntypedJson } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (body: unknown) =>
  fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as UntypedJson }));

describe('automatic persisted queries (as docs/API.md describes them)', () => {
  it('asks for the text of an unknown hash once, then runs the hash alone', async () => {
    const query = '{ __typename }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const unknown = await post({ extensions });
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await post({ query, extensions })).body).toMatchObject({ data: { __typename: 'Query' } });
    expect((await post({ extensions })).body).toMatchObject({ data: { __typename: 'Query' } });
  });

  it('a hash that does not match the text, or an unknown version, is a 400 BAD_REQUEST, not an internal error (fuzz finding)', async () => {
    for (const persistedQuery of [
      { version: 1, sha256Hash: 'abc' },
      { version: 2, sha256Hash: 'abc' },
    ]) {
      const res = await post({ query: '{ __typename }', extensions: { persistedQuery } });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    }
  });
});
