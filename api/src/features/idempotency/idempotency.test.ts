import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../../test/factories.js';
import { startTestApp, USER_ERRORS, type TestApp, type UntypedJson } from '../../../test/harness.js';
import { AccessToken } from '../access-tokens/access-token.entity.js';
import { Post } from '../posts/post.entity.js';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await startTestApp({ config: { rateLimitScale: 100 } });
  member = await createMember(t);
});
afterAll(async () => {
  await t.close();
});

const CREATE_POST = `mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id title } ${USER_ERRORS} } }`;
const input = (title: string) => ({ input: { title, content: 'Same request', category: 'FOOD', country: 'Peru' } });

/** A GraphQL request over HTTP with an Idempotency-Key (or none), as a client retrying would send it. */
async function send(query: string, variables: Record<string, unknown>, key: string | null, token = member.token) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed'),
    body: (await res.json()) as UntypedJson,
  };
}

const createPost = (title: string, key: string | null, token = member.token) =>
  send(CREATE_POST, input(title), key, token);

const postsTitled = (title: string) => t.orm.em.fork().count(Post, { title });

describe('Idempotency-Key on mutations', () => {
  it('makes one post out of 20 concurrent createPost calls with one key, all answered with it', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => createPost('Once only', 'key-20-at-once')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((a) => a.body.data.createPost.post.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.replayed === 'true')).toHaveLength(19);
    expect(await postsTitled('Once only')).toBe(1);
  });

  it('answers a later retry with the first result, and a new key makes a new post', async () => {
    const first = await createPost('Retried', 'key-retry');
    const again = await createPost('Retried', 'key-retry');
    expect(again.body.data).toEqual(first.body.data);
    expect(again.replayed).toBe('true');
    await createPost('Retried', 'key-other');
    expect(await postsTitled('Retried')).toBe(2);
  });

  it('keeps keys per member, refuses a key reused for a different request, and ignores keys on queries', async () => {
    const other = await createMember(t);
    await createPost('Mine', 'shared-key');
    const theirs = await createPost('Mine', 'shared-key', other.token);
    expect(theirs.replayed).toBeNull();
    expect(await postsTitled('Mine')).toBe(2);

    const reused = await createPost('Something else', 'shared-key');
    expect(reused.status).toBe(409);
    expect(reused.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(await postsTitled('Something else')).toBe(0);

    const query = await t.gql(
      '{ me { id } }',
      {},
      { token: member.token, headers: { 'idempotency-key': 'shared-key' } },
    );
    expect(query.data).toEqual({ me: { id: member.id } });
  });

  it('without a key, every call runs', async () => {
    await Promise.all([createPost('No key', null), createPost('No key', null)]);
    expect(await postsTitled('No key')).toBe(2);
  });
});

describe('Idempotency-Key with mutation payloads', () => {
  it('replays the first payload, userErrors included, without running again', async () => {
    const first = await createPost('', 'key-refused');
    expect(first.status).toBe(200);
    expect(first.body.data.createPost.post).toBeNull();
    expect(first.body.data.createPost.userErrors).toContainEqual(expect.objectContaining({ field: 'title' }));
    const again = await createPost('', 'key-refused');
    expect(again.replayed).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect(await postsTitled('')).toBe(0);
    // the key answers that request only: a corrected request needs a new key
    const corrected = await createPost('Corrected', 'key-refused');
    expect(corrected.status).toBe(409);
    expect(corrected.body.errors[0].extensions.code).toBe('CONFLICT');
    expect((await createPost('Corrected', 'key-corrected')).body.data.createPost.userErrors).toEqual([]);
  });

  it('answers a retried delete with its first payload, not with the NOT_FOUND a second run would give', async () => {
    const session = await createMember(t);
    const CREATE = `mutation { createAccessToken(input: { name: "retried", scopes: [READ] }) { accessToken { id } } }`;
    const created = await send(CREATE, {}, null, session.token);
    const id = created.body.data.createAccessToken.accessToken.id as string;
    const REVOKE = `mutation ($id: ID!) { revokeAccessToken(id: $id) { revokedAccessTokenId ${USER_ERRORS} } }`;
    const first = await send(REVOKE, { id }, 'revoke-once', session.token);
    expect(first.body.data).toEqual({ revokeAccessToken: { revokedAccessTokenId: id, userErrors: [] } });
    const retried = await send(REVOKE, { id }, 'revoke-once', session.token);
    expect(retried.replayed).toBe('true');
    expect(retried.body.data).toEqual(first.body.data);
    const unkeyed = await send(REVOKE, { id }, null, session.token);
    expect(unkeyed.body.data.revokeAccessToken).toEqual({
      revokedAccessTokenId: null,
      userErrors: [{ field: null, message: 'No such access token.', code: 'NOT_FOUND' }],
    });
  });

  it('makes one token out of concurrent createAccessToken calls with one key, every answer the same payload', async () => {
    const session = await createMember(t);
    const CREATE = `mutation ($input: CreateAccessTokenInput!) {
      createAccessToken(input: $input) { secret accessToken { id } ${USER_ERRORS} }
    }`;
    const variables = { input: { name: 'deploy bot', scopes: ['READ', 'WRITE'] } };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(CREATE, variables, 'one-token', session.token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    // the very same answer, its fields in the order asked (a replay once came back in jsonb's own key order)
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    expect(Object.keys(answers[0]!.body.data.createAccessToken)).toEqual(['secret', 'accessToken', 'userErrors']);
    expect(answers.filter((a) => a.replayed === 'true')).toHaveLength(4);
    expect(answers[0]!.body.data.createAccessToken.userErrors).toEqual([]);
    expect(await t.orm.em.fork().count(AccessToken, { user: session.id, name: 'deploy bot' })).toBe(1);
  });

  it('keeps no secret, key or answer readable in the database, yet replays the secret to the key holder', async () => {
    const session = await createMember(t);
    const CREATE = `mutation ($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { secret } }`;
    const variables = { input: { name: 'sealed', scopes: ['READ'] } };
    const key = 'c1f7a2e4-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
    const first = await send(CREATE, variables, key, session.token);
    const secret = first.body.data.createAccessToken.secret as string;
    expect(secret).toMatch(/^clpat_/);
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ key: string; fingerprint: string; response: string }[]>(
        'select key, fingerprint, response::text as response from idempotency_key where user_id = ?',
        [session.id],
      );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    for (const readable of [secret, key, 'sealed', 'createAccessToken']) expect(stored).not.toContain(readable);
    const again = await send(CREATE, variables, key, session.token);
    expect(again.replayed).toBe('true');
    expect(again.body.data.createAccessToken.secret).toBe(secret);
  });

  it('forgets keys past the 24-hour window, a few with every new claim', async () => {
    const quiet = await createMember(t);
    const connection = t.orm.em.fork().getConnection();
    await connection.execute(
      `insert into idempotency_key (user_id, key, fingerprint, response, created_at)
       values (?, 'old', 'x', null, now() - interval '25 hours'), (?, 'recent', 'x', null, now() - interval '23 hours')`,
      [quiet.id, quiet.id],
    );
    await createPost('Pruning', 'prunes-others');
    const left = await connection.execute<{ key: string }[]>('select key from idempotency_key where user_id = ?', [
      quiet.id,
    ]);
    expect(left.map((row) => row.key)).toEqual(['recent']);
  });
});
