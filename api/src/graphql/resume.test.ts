import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type UntypedJson } from '../../test/harness.js';
import { registrations } from '../../test/wait.js';
import { createMember, follow, seedPost, type TestMember } from '../../test/factories.js';

let t: TestApp;
let author: TestMember;
let fan: TestMember;

const LIKE_CHANGED = `subscription($ids: [ID!]!, $after: String) { postLikeChanged(postIds: $ids, after: $after) { id likeCount } }`;
const NOTIFICATION_ADDED = `subscription($after: String) { notificationAdded(after: $after) { id type } }`;
const POST_ADDED = `subscription($after: String) { postAdded(after: $after) { id title } }`;
const LIKE = `mutation($id: ID!) { likePost(postId: $id) { post { likeCount } } }`;
const UNLIKE = `mutation($id: ID!) { unlikePost(postId: $id) { post { likeCount } } }`;
const CREATE = `mutation($title: String!) { createPost(input: { title: $title, category: MUSIC, country: "Japan", content: "Taiko" }) { post { id } } }`;
const COMMENT = `mutation($postId: ID!, $body: String!) { addComment(postId: $postId, body: $body) { comment { id } } }`;

interface Received {
  field: string;
  cursor: string;
  data: Record<string, UntypedJson>;
}

/**
 * Subscribes and records every result with its `extensions.cursor`; what reaches the client's error handler
 * (a graphql-ws `error` message) goes to `errors`, a result carrying errors to `resultErrors`.
 */
function listen(client: Client, query: string, variables: Record<string, unknown>, into: Received[]) {
  const errors: unknown[] = [];
  const resultErrors: unknown[] = [];
  const stop = client.subscribe<Record<string, UntypedJson>, { cursor?: string }>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) resultErrors.push(...result.errors);
        else {
          const [field] = Object.keys(result.data!);
          into.push({ field: field!, cursor: result.extensions!.cursor!, data: result.data![field!] });
        }
      },
      error: (error) => errors.push(...(Array.isArray(error) ? (error as unknown[]) : [error])),
      complete: () => undefined,
    },
  );
  return { stop, errors, resultErrors };
}

beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t);
  fan = await createMember(t);
  await follow(t, author.id, fan.id); // the author follows the fan, so sees the fan's new posts
});
afterAll(async () => {
  await t?.close();
});

describe('resuming subscriptions with a cursor', () => {
  it('replays exactly what happened while disconnected, in order, then continues live', async () => {
    const postId = await seedPost(t, author.id);
    const first = t.wsClient({ token: author.token });
    const before: Received[] = [];
    const notified: Received[] = [];
    const registered = await registrations(t.url);
    listen(first, LIKE_CHANGED, { ids: [postId] }, before);
    listen(first, NOTIFICATION_ADDED, {}, notified);
    await registered(2);
    await t.gql(LIKE, { id: postId }, { token: fan.token }); // like
    await expect.poll(() => before.length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => notified.length, { timeout: 10_000 }).toBe(1); // the like's notification is logged too
    const { data } = await t.gql<{ liveCursor: string }>('{ liveCursor }', {}, { token: author.token });
    const after = data!.liveCursor;
    expect(Number(after)).toBeGreaterThanOrEqual(Number(before[0]!.cursor));
    await first.dispose();

    // while the author is away: five events of three kinds
    await t.gql(UNLIKE, { id: postId }, { token: fan.token }); // unlike: likeChanged
    await t.gql(LIKE, { id: postId }, { token: fan.token }); // like again: likeChanged + notification
    const created = await t.gql(CREATE, { title: 'Night drums' }, { token: fan.token }); // postAdded
    await t.gql(COMMENT, { postId, body: 'Lovely' }, { token: fan.token }); // notification (commented)
    const newPostId = created.data!.createPost.post.id;

    const second = t.wsClient({ token: author.token });
    const got: Received[] = [];
    const subs = [
      listen(second, LIKE_CHANGED, { ids: [postId], after }, got),
      listen(second, NOTIFICATION_ADDED, { after }, got),
      listen(second, POST_ADDED, { after }, got),
    ];
    await expect.poll(() => got.length, { timeout: 10_000 }).toBe(5);
    expect(subs.flatMap((s) => s.errors)).toEqual([]);
    const byField = (field: string) => got.filter((r) => r.field === field);
    expect(byField('postLikeChanged').map((r) => r.data.likeCount)).toEqual([1, 1]); // loaded now: 1 like
    expect(byField('notificationAdded').map((r) => r.data.type)).toEqual(['LIKE', 'COMMENTED']);
    expect(byField('postAdded').map((r) => r.data.id)).toEqual([newPostId]);
    for (const field of ['postLikeChanged', 'notificationAdded']) {
      const cursors = byField(field).map((r) => Number(r.cursor));
      expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
    }
    expect(got.every((r) => Number(r.cursor) > Number(after))).toBe(true);
    expect(new Set(got.map((r) => r.cursor)).size).toBe(5);

    // then live, one event of each kind: once each has arrived, the replay sent nothing twice before it
    await t.gql(UNLIKE, { id: postId }, { token: fan.token }); // unlike
    await expect.poll(() => byField('postLikeChanged').length, { timeout: 10_000 }).toBe(3);
    const dawn = (await t.gql(CREATE, { title: 'Dawn drums' }, { token: fan.token })).data!.createPost.post.id;
    await t.gql(COMMENT, { postId, body: 'Again' }, { token: fan.token });
    await expect.poll(() => got.length, { timeout: 10_000 }).toBe(8);
    expect(byField('postLikeChanged')[2]!.data.likeCount).toBe(0);
    expect(byField('postAdded').map((r) => r.data.id)).toEqual([newPostId, dawn]);
    expect(byField('notificationAdded').map((r) => r.data.type)).toEqual(['LIKE', 'COMMENTED', 'COMMENTED']);
    expect(new Set(got.map((r) => r.cursor)).size).toBe(8);
    expect(Number(byField('postLikeChanged')[2]!.cursor)).toBeGreaterThan(
      Math.max(...got.slice(0, 5).map((r) => Number(r.cursor))),
    );
  });

  it('ends a subscription through its error path: CURSOR_EXPIRED when too old, CURSOR_INVALID when foreign or ahead', async () => {
    const postId = await seedPost(t, author.id);
    const { data } = await t.gql<{ liveCursor: string }>('{ liveCursor }');
    const old = data!.liveCursor;
    await t.gql(LIKE, { id: postId }, { token: fan.token });
    await t.orm.em
      .getConnection()
      .execute(`update event_log set created_at = now() - interval '30 days' where id > ?`, [old]);
    await t.app.services.events.removeExpired();
    const newest = (await t.gql<{ liveCursor: string }>('{ liveCursor }')).data!.liveCursor;

    const client = t.wsClient({ token: author.token });
    const expired = listen(client, LIKE_CHANGED, { ids: [postId], after: old }, []);
    const foreign = listen(client, LIKE_CHANGED, { ids: [postId], after: 'yesterday' }, []);
    const ahead = listen(client, LIKE_CHANGED, { ids: [postId], after: String(Number(newest) + 330) }, []);
    const inline = listen(client, `subscription { postAdded(after: "12ab") { id } }`, {}, []);
    const refused = [expired, foreign, ahead, inline];
    await expect.poll(() => refused.map((r) => r.errors.length), { timeout: 10_000 }).toEqual([1, 1, 1, 1]);
    const codeOf = (r: (typeof refused)[number]) => (r.errors[0] as { extensions: { code: string } }).extensions.code;
    expect(refused.map(codeOf)).toEqual(['CURSOR_EXPIRED', 'CURSOR_INVALID', 'CURSOR_INVALID', 'CURSOR_INVALID']);
    expect(refused.flatMap((r) => r.resultErrors)).toEqual([]); // never a result carrying errors

    // the newest cursor is still good
    const fresh = (await t.gql<{ liveCursor: string }>('{ liveCursor }')).data!.liveCursor;
    const got: Received[] = [];
    // from `fresh`: the unlike is replayed however late the subscription starts, so there is nothing to wait for
    const ok = listen(client, LIKE_CHANGED, { ids: [postId], after: fresh }, got);
    await t.gql(UNLIKE, { id: postId }, { token: fan.token });
    await expect.poll(() => got.length, { timeout: 10_000 }).toBe(1);
    expect(ok.errors).toEqual([]);
    expect(ok.resultErrors).toEqual([]);
  });
});
