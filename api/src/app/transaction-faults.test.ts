import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorOfDatabase } from './database-errors.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createMember, type TestMember } from '../../test/factories.js';

// Every backend is terminated again and again while writes run on both doors: a write whose connection is lost
// (inside its transaction, between its statements, at its commit) answers 503 SERVICE_UNAVAILABLE with Retry-After,
// never INTERNAL_SERVER_ERROR / 500 (issue #21: knex's "Transaction query already complete" was a 200 + INTERNAL).

let t: TestApp;
let member: TestMember;
/** one writer per parallel client: the per-member posting and commenting limits (20 and 30 a minute) stay far */
let writers: TestMember[];
let admin: pg.Client;
let database: string;
let postId: string;

const CREATE_POST = `mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } userErrors { code } } }`;

beforeAll(async () => {
  t = await startTestApp();
  member = await createMember(t);
  writers = await Promise.all(Array.from({ length: 8 }, () => createMember(t)));
  database = new URL(t.databaseUrl).pathname.slice(1);
  const url = new URL(t.databaseUrl);
  url.pathname = '/postgres';
  admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const created = await t.gql(
    CREATE_POST,
    { input: { title: 'Harbour lights', category: 'FESTIVALS', country: 'Portugal', content: 'Boats at night.' } },
    { token: member.token },
  );
  postId = created.data!.createPost.post.id as string;
});
afterAll(async () => {
  await admin?.end();
  await t?.close();
});

interface Answer {
  door: 'graphql' | 'rest';
  status: number;
  codes: string[];
  retryAfter: string | null;
}

async function graphqlWrite(i: number, writer: TestMember): Promise<Answer> {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.token}` },
    body: JSON.stringify({
      query: CREATE_POST,
      variables: {
        input: { title: `Write ${i}`, category: 'FESTIVALS', country: 'Portugal', content: `Write number ${i}.` },
      },
    }),
  });
  const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
  const codes = (body.errors ?? []).map((error) => String(error.extensions?.code));
  return { door: 'graphql', status: res.status, codes, retryAfter: res.headers.get('retry-after') };
}

async function restWrite(i: number, writer: TestMember): Promise<Answer> {
  const res = await t.rest('POST', '/api/commenting', {
    token: writer.token,
    body: { post_id: postId, replied_to: null, body: `Comment ${i}` },
  });
  const codes = res.status >= 400 ? [String(res.body?.code)] : [];
  return { door: 'rest', status: res.status, codes, retryAfter: res.headers.get('retry-after') };
}

/** Ends every connection to the app's database (the ORM's pool, the hot reads', the listener's); they reconnect. */
const terminateAll = () =>
  admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
    database,
  ]);

describe('connections lost during writes', () => {
  it('answer 503 + Retry-After on both doors, never INTERNAL_SERVER_ERROR', async () => {
    const answers: Answer[] = [];
    let terminations = 0;
    const EACH = 16; // 8 posts and 8 comments per writer
    const TOTAL = EACH * writers.length;
    // eight clients write in parallel; every third answer terminates every backend, so writes are always in flight
    const worker = async (writer: TestMember, w: number) => {
      for (let j = 0; j < EACH; j++) {
        const i = w * EACH + j;
        answers.push(await (j % 2 ? restWrite(i, writer) : graphqlWrite(i, writer)));
        if (answers.length % 3 === 0) {
          terminations++;
          await terminateAll();
        }
      }
    };
    await Promise.all(writers.map(worker));

    expect(terminations).toBeGreaterThan(TOTAL / 6); // every backend ended many times while writes were in flight
    expect(answers).toHaveLength(TOTAL);
    const failed = answers.filter((a) => a.status !== 200 && a.status !== 201);
    const internal = answers.filter((a) => a.status >= 500 && a.status !== 503);
    const internalCodes = answers.filter((a) => a.codes.includes('INTERNAL_SERVER_ERROR'));
    expect({ internal, internalCodes }).toEqual({ internal: [], internalCodes: [] });
    for (const a of failed) {
      expect(a).toMatchObject({ status: 503, codes: ['SERVICE_UNAVAILABLE'] });
      expect(a.retryAfter).toMatch(/^\d+$/);
    }
    // a write that answered 200 without errors really succeeded
    for (const a of answers.filter((x) => x.status === 200 || x.status === 201)) expect(a.codes).toEqual([]);
    // at least some writes met a lost connection (otherwise this test proves nothing)
    expect(failed.length).toBeGreaterThan(0);
  }, 120_000);
});

describe('what counts as a lost connection', () => {
  const wrapped = (inner: object) => Object.assign(new Error('DriverException'), { previous: inner });
  it.each([
    [
      'knex: the next statement of a transaction whose connection died',
      new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'),
    ],
    ['pg: the socket ended', new Error('Connection terminated unexpectedly')],
    ['pg: the socket ended mid-query', new Error('Connection ended unexpectedly')],
    ['a pool after end()', new Error('Cannot use a pool after calling end on the pool')],
    ['admin shutdown (pg_terminate_backend)', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['crash shutdown', wrapped({ code: '57P02' })],
    ['cannot connect now', wrapped({ code: '57P03' })],
    ['idle session timeout', wrapped({ code: '57P05' })],
    ['idle in transaction timeout', wrapped({ code: '25P03' })],
    ['too many connections', wrapped({ code: '53300' })],
    ['connection failure class 08', wrapped({ code: '08006' })],
    ['reset socket', wrapped({ code: 'ECONNRESET' })],
    ['refused socket', wrapped({ code: 'ECONNREFUSED' })],
  ])('%s is SERVICE_UNAVAILABLE with a retry delay', (_name, error) => {
    const known = appErrorOfDatabase(error);
    expect(known?.code).toBe('SERVICE_UNAVAILABLE');
    expect(known?.details).toMatchObject({ retryAfterSeconds: expect.any(Number) });
  });
  it('a unique violation or a bug is not', () => {
    expect(appErrorOfDatabase(wrapped({ code: '23505' }))).toBeNull();
    expect(appErrorOfDatabase(new TypeError('x is undefined'))).toBeNull();
  });
});
