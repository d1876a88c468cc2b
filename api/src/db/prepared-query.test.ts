import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { readRows } from './prepared-query.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('readRows (named prepared statements)', () => {
  it('binds values instead of splicing them into the text', async () => {
    const hostile = "x'); drop table app_user; --";
    const rows = await readRows<{ value: string; n: number }>(
      t.orm.em.fork(),
      'select ?::text as value, ?::int + 1 as n',
      [hostile, 41],
    );
    expect(rows).toEqual([{ value: hostile, n: 42 }]);
    const [{ count }] = await readRows<{ count: string }>(
      t.orm.em.fork(),
      'select count(*) from app_user where username = ?',
      [hostile],
    );
    expect(count).toBe('0');
  });

  it('reuses one statement across calls and connections, with other statements alongside', async () => {
    const square = 'select ?::int * ?::int as value';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => readRows<{ value: number }>(t.orm.em.fork(), square, [i, i])),
    );
    expect(answers.map(([row]) => row.value)).toEqual(Array.from({ length: 40 }, (_, i) => i * i));
    const [other] = await readRows<{ value: number }>(t.orm.em.fork(), 'select ?::int + ?::int as value', [2, 3]);
    expect(other.value).toBe(5);
  });

  it('reuses generic plans instead of planning every execution', async () => {
    const [row] = await readRows<{ plan_cache_mode: string }>(t.orm.em.fork(), 'show plan_cache_mode', []);
    expect(row.plan_cache_mode).toBe('force_generic_plan');
  });

  it("leaves the ORM's own connections with PostgreSQL's default planning", async () => {
    await readRows(t.orm.em.fork(), 'select 1 as one', []);
    const [row] = await t.orm.em.fork().execute<{ plan_cache_mode: string }[]>('show plan_cache_mode');
    expect(row.plan_cache_mode).toBe('auto');
  });

  it('parses values as the ORM does (timestamps as text)', async () => {
    const [row] = await readRows<{ at: unknown }>(
      t.orm.em.fork(),
      "select '2026-01-02T03:04:05Z'::timestamptz as at",
      [],
    );
    const [orm] = await t.orm.em.fork().execute<{ at: unknown }[]>("select '2026-01-02T03:04:05Z'::timestamptz as at");
    expect(row.at).toEqual(orm.at);
  });

  it('keeps working after the server ends its connections', async () => {
    await readRows(t.orm.em.fork(), 'select 1 as one', []);
    await t.orm.em
      .fork()
      .execute(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const read = () => readRows<{ n: number }>(t.orm.em.fork(), 'select ?::int as n', [5]);
    const rows = await read().catch(read); // a connection handed out before the pool saw it die fails once
    expect(rows).toEqual([{ n: 5 }]);
  });

  it("runs on the transaction's own connection inside a transaction", async () => {
    await t.orm.em.fork().transactional(async (em) => {
      await em.execute(`create temporary table only_here (id int) on commit drop`);
      await em.execute('insert into only_here values (7)');
      const rows = await readRows<{ id: number }>(em, 'select id from only_here where id = ?', [7]);
      expect(rows).toEqual([{ id: 7 }]);
    });
  });
});
