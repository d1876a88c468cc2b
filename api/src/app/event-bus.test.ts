import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, startTestApp, userErrorsOf, type TestApp } from '../../test/harness.js';
import { registrations } from '../../test/wait.js';
import { createMember, seedPost, type TestMember } from '../../test/factories.js';
import type { LoggedEvent } from './event-bus.js';

let t: TestApp;
let author: TestMember;
let fan: TestMember;
let watcher: TestMember;

const LIKE_CHANGED = `subscription($ids: [ID!]!) { postLikeChanged(postIds: $ids) { id likeCount } }`;
const LIKE = `mutation($id: ID!) { likePost(postId: $id) { post { likeCount } userErrors { code } } }`;
const UNLIKE = `mutation($id: ID!) { unlikePost(postId: $id) { post { likeCount } userErrors { code } } }`;

/** Ends every other connection to the test database, as a PostgreSQL restart or failover would. */
async function terminateAllBackends(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const { rowCount } = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await admin.end();
  return rowCount ?? 0;
}

async function health(): Promise<{ status: string; events: { state: string; lag: number; newest: string } }> {
  return (await t.rest('GET', '/healthz')).body;
}

beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t);
  fan = await createMember(t);
  watcher = await createMember(t);
});
afterAll(async () => {
  await t?.close();
});

describe('event log and listener', () => {
  it('writes the event in the transaction of the change: a change that fails logs nothing', async () => {
    const before = (await health()).events.newest;
    const res = await t.gql(LIKE, { id: '00000000-0000-4000-8000-000000000000' }, { token: fan.token });
    expect(userErrorsOf(res, 'likePost').map((e) => e.code)).toEqual(['NOT_FOUND']);
    expect((await health()).events.newest).toBe(before);
  });

  it('delivers in log order with increasing cursors, and reports no lag on /healthz', async () => {
    const seen: LoggedEvent[] = [];
    const stop = t.app.services.events.subscribe('*', (event) => seen.push(event));
    const postId = await seedPost(t, author.id);
    for (let i = 0; i < 3; i++) await t.gql(i % 2 ? UNLIKE : LIKE, { id: postId }, { token: fan.token });
    await expect.poll(() => seen.filter((e) => e.type === 'post.likeChanged').length).toBe(3);
    stop();
    const cursors = seen.map((e) => Number(e.cursor));
    expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
    expect(new Set(cursors).size).toBe(cursors.length);
    expect(seen.find((e) => e.type === 'post.likeChanged')).toMatchObject({ postId, audience: `post:${postId}` });
    await expect.poll(async () => (await health()).events).toMatchObject({ state: 'listening', lag: 0 });
  });

  it('survives every database connection being terminated mid-stream and misses nothing', async () => {
    const postId = await seedPost(t, author.id);
    const registered = await registrations(t.url);
    const live = collect(t.wsClient({ token: watcher.token }), LIKE_CHANGED, { ids: [postId] }, 3, 20_000);
    await registered(1);
    await t.gql(LIKE, { id: postId }, { token: fan.token }); // like: 1

    expect(await terminateAllBackends(t.databaseUrl)).toBeGreaterThan(0);
    // committed while the listener is down: it must read these from the log once it is back
    const direct = new pg.Client({ connectionString: t.databaseUrl });
    await direct.connect();
    await direct.query(
      'insert into post_like (id, post_id, user_id, created_at) values (gen_random_uuid(), $1, $2, now())',
      [postId, author.id],
    );
    await direct.query(`insert into event_log (kind, subject, audience) values ('post.likeChanged', $1, $2)`, [
      JSON.stringify({ postId }),
      `post:${postId}`,
    ]);
    await direct.end();
    // the requests' pool recovers too: the next mutation succeeds
    await expect
      .poll(async () => (await t.gql(UNLIKE, { id: postId }, { token: fan.token })).data?.unlikePost?.post?.likeCount, {
        timeout: 10_000,
      })
      .toBe(1); // fan's like taken back, author's stays

    const counts = (await live.done).map((r) => r.postLikeChanged.likeCount);
    expect(counts.length).toBe(3);
    expect(counts[2]).toBe(1);
    await expect
      .poll(async () => (await health()).events, { timeout: 10_000 })
      .toMatchObject({ state: 'listening', lag: 0 });
  }, 30_000);
});
