import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchToken, seedBulk } from '../../bench/seed-bulk.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

/**
 * Every hot read keeps its cost to the page it reads, not to the table: each statement the feed, a profile's
 * posts, the notifications, a post's comments and search send is explained as it runs (the hot-read pool's
 * named statements with the generic plan that `plan_cache_mode` on that pool gives them, the ORM's statements
 * with their values inlined as they are sent), over a database seeded with realistic counts, and no plan may
 * read a whole growing table (a sequential scan of a table above GROWING_ROWS rows).
 */

const GROWING_ROWS = 1_000;
const MEMBERS = 5_000;
const POSTS = 20_000;

interface Statement {
  query: string;
  params?: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

let t: TestApp;
let db: pg.Client;
const sent: Statement[] = [];
let bigTables: Set<string>;

beforeAll(async () => {
  t = await startTestApp();
  await seedBulk(t.databaseUrl, { members: MEMBERS, posts: POSTS });
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  // notifications: 10 per member, about likes of their posts
  await db.query(
    `insert into notification (id, recipient_id, actor_id, type, post_id, created_at)
     select gen_random_uuid(), p.author_id, l.user_id, 'like', p.id, now() - make_interval(secs => row_number() over ())
     from post p join post_like l on l.post_id = p.id`,
  );
  await db.query('analyze');
  const logger = t.orm.config.getLogger();
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (context) => {
    sent.push({ query: context.query ?? '', params: context.params as unknown[] | undefined });
    logQuery(context);
  };
  const { rows } = await db.query<{ relname: string }>(
    `select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples > $1`,
    [GROWING_ROWS],
  );
  bigTables = new Set(rows.map((row) => row.relname));
}, 600_000);

afterAll(async () => {
  await db?.end();
  await t?.close();
});

const member = { token: benchToken(0) };

async function statementsOf(request: () => Promise<unknown>): Promise<Statement[]> {
  sent.length = 0;
  await request();
  return sent.filter((statement) => /^\s*(select|with)\b/i.test(statement.query));
}

async function planOf(statement: Statement, options: { seqScans?: boolean } = {}): Promise<PlanNode> {
  // named statements carry $n parameters; the ORM's own logs `?` with its values, inlined as it sends them
  const generic = /\$1\b/.test(statement.query);
  const text = generic ? statement.query : t.orm.em.getPlatform().formatQuery(statement.query, statement.params ?? []);
  await db.query(`set enable_seqscan = ${options.seqScans === false ? 'off' : 'on'}`);
  const { rows } = await db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `explain (${generic ? 'generic_plan, ' : ''}format json) ${text}`,
  );
  return rows[0]['QUERY PLAN'][0].Plan;
}

function wholeTableScans(plan: PlanNode): string[] {
  const own =
    plan['Node Type'] === 'Seq Scan' && bigTables.has(plan['Relation Name'] ?? '') ? [plan['Relation Name']!] : [];
  return [...own, ...(plan.Plans ?? []).flatMap(wholeTableScans)];
}

/**
 * `ranked`: statements that order by relevance (search) read every match by design, and at test sizes the planner may
 * rightly prefer a sequential scan of a few thousand members; for them the check is that an index serves the
 * statement (no sequential scan once the planner avoids them), so the cost follows the matches, not the table.
 */
async function expectPagePlans(request: () => Promise<{ errors?: unknown }>, options: { ranked?: boolean } = {}) {
  let answer: { errors?: unknown } = {};
  const statements = await statementsOf(async () => {
    answer = await request();
  });
  expect(answer.errors).toBeUndefined();
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) {
    const plan = await planOf(statement, { seqScans: !options.ranked });
    expect({ query: statement.query, scans: wholeTableScans(plan) }).toEqual({ query: statement.query, scans: [] });
  }
}

const POST_FIELDS = `id title content createdAt likeCount commentCount isLiked author { id username photoThumbUrl }`;

describe('hot reads over realistic counts', () => {
  it('seeds tables large enough to tell', () => {
    expect([...bigTables]).toEqual(
      expect.arrayContaining(['post', 'app_user', 'post_like', 'comment', 'notification']),
    );
  });

  it('the feed page and the next one', async () => {
    const first = await t.gql(
      `{ feed(first: 20) { edges { cursor node { ${POST_FIELDS} } } pageInfo { endCursor } } }`,
      {},
      member,
    );
    const after = first.data?.feed.pageInfo.endCursor as string;
    expect(after).toBeTruthy();
    await expectPagePlans(() => t.gql(`{ feed(first: 20) { edges { node { ${POST_FIELDS} } } } }`, {}, member));
    await expectPagePlans(() =>
      t.gql(
        `query($after: String) { feed(first: 20, after: $after) { edges { node { ${POST_FIELDS} } } } }`,
        { after },
        member,
      ),
    );
  });

  it("a member's profile posts", async () => {
    const { rows } = await db.query<{ id: string }>(`select id from app_user where username = 'bench7'`);
    await expectPagePlans(() =>
      t.gql(
        `query($id: ID!) { userPosts(userId: $id, first: 20) { edges { node { ${POST_FIELDS} } } } }`,
        { id: rows[0].id },
        member,
      ),
    );
  });

  it('the notifications page', async () => {
    await expectPagePlans(() =>
      t.gql(
        `{ notifications(first: 20) { edges { node { id type createdAt isRead actor { username } post { id title } } } } }`,
        {},
        member,
      ),
    );
  });

  it("a post's comments page", async () => {
    const { rows } = await db.query<{ id: string }>(`select post_id as id from comment group by post_id limit 1`);
    await expectPagePlans(() =>
      t.gql(
        `query($id: ID!) { post(id: $id) { id comments(first: 20) { edges { node { id body createdAt author { username } } } } } }`,
        { id: rows[0].id },
        member,
      ),
    );
  });

  it('search', async () => {
    await expectPagePlans(
      () =>
        t.gql(
          `{ search(text: "festival") { posts(first: 20) { edges { node { ${POST_FIELDS} } } } users(first: 20) { edges { node { id username } } } } }`,
          {},
          member,
        ),
      { ranked: true },
    );
  });
});
