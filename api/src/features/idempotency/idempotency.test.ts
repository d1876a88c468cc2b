import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../../test/factories.js';
import { startTestApp, type TestApp, type UntypedJson } from '../../../test/harness.js';
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

const CREATE_POST = 'mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id title } } }';
const input = (title: string) => ({ input: { title, content: 'Same request', category: 'Food', country: 'Peru' } });

async function createPost(title: string, key: string | null, token = member.token) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify({ query: CREATE_POST, variables: input(title) }),
  });
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed'),
    body: (await res.json()) as UntypedJson,
  };
}

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
