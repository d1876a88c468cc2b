import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/factories.js';
import { startTestApp, type TestApp, type UntypedJson } from '../../test/harness.js';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  member = await createMember(t);
});
afterAll(async () => {
  await t.close();
});

const CREATE_POST = 'mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id } } }';

async function createPost(key: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Token ${member.token}`, 'idempotency-key': key },
    body: JSON.stringify({
      query: CREATE_POST,
      variables: { input: { title: 'Limited', content: 'Posted at last', category: 'FOOD', country: 'Peru' } },
    }),
  });
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed'),
    body: (await res.json()) as UntypedJson,
  };
}

describe('Idempotency-Key and rate limits', () => {
  it('keeps no answer refused by a rate limit: the retry after Retry-After runs', async () => {
    const postingKey = `posting:${member.id}`;
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`insert into rate_limit (key, hits, reset_at) values (?, 1000, now() + interval '1 minute')`, [
        postingKey,
      ]);
    const refused = await createPost('retry-after-limit');
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');

    await t.app.services.rateLimiter.reset(postingKey);
    const retried = await createPost('retry-after-limit');
    expect(retried.status).toBe(200);
    expect(retried.replayed).toBeNull();
    expect(retried.body.data.createPost.post.id).toEqual(expect.any(String));

    const again = await createPost('retry-after-limit');
    expect(again.replayed).toBe('true');
    expect(again.body.data).toEqual(retried.body.data);
    expect(again.body.extensions.cost).toEqual(retried.body.extensions.cost);
    // where the client stands is told as of now, not as of the first answer
    expect(again.body.extensions.rateLimit.remaining).toBeLessThan(retried.body.extensions.rateLimit.remaining);
  });
});
