import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { acquireTimeoutOf } from './pool-settings.js';

/**
 * Hot read statements (the session lookup on every request, feed pages) as named prepared
 * statements on a pool of their own.
 *
 * `em.execute` inlines the parameters into the SQL text and sends it with the simple protocol, so
 * PostgreSQL parses and plans every call afresh and the ORM spends CPU formatting it. A named
 * statement is parsed once per connection and then only bound and executed (see "Performance" in
 * docs/ARCHITECTURE.md). Values travel as bound parameters, never spliced into the text.
 *
 * PostgreSQL would still plan every execution anew ("custom plans"): with a parameter in LIMIT it
 * never trusts the generic plan, and for a feed page planning cost as much as running. So the hot-read
 * pool's connections start with `plan_cache_mode = force_generic_plan`. A generic plan knows no parameter's value:
 * a statement whose plan depends on how few rows are wanted must say so with a literal (the feed's page carries an
 * inner literal `limit`, `planLimit` in features/posts/feed-rows.ts), and `db/hot-plans.test.ts` explains every hot
 * statement over realistic counts and fails on a sequential scan of a growing table. They are opened with the ORM's
 * own connection options (so values parse exactly as the ORM's statements do: dates as strings), but
 * they are not the ORM's connections: the setting never leaks onto them, and nothing here reaches into
 * the ORM's private pool. `openDatabase` closes this pool with the ORM.
 *
 * The SQL uses `?` placeholders like `em.execute`, so fragments such as `visiblePostsSql` serve both.
 * It must not contain a literal `?` (no jsonb `?` operators). Inside a transaction the statement runs
 * through `em.execute` on the transaction's connection instead.
 */

/** Connections of the hot-read pool, per process and database (beside the ORM's 20). */
export const HOT_READ_POOL_SIZE = 10;
/**
 * Connections of the live-delivery pool (`readLiveRows`): what subscriptions read for their events. Small
 * and separate, so a fan-out to thousands of sockets queues here and never takes a request's connection.
 */
export const LIVE_READ_POOL_SIZE = 3;

type PoolKind = 'hot' | 'live';
const POOL_SIZES: Record<PoolKind, number> = { hot: HOT_READ_POOL_SIZE, live: LIVE_READ_POOL_SIZE };

interface Statement {
  name: string;
  text: string;
}

const statements = new Map<string, Statement>();

/** The hot-read and live pools of each ORM (forks share their ORM's configuration object). */
const pools = new WeakMap<object, Partial<Record<PoolKind, pg.Pool>>>();

function readPool(em: EntityManager, kind: PoolKind): pg.Pool {
  const ofOrm = pools.get(em.config) ?? {};
  pools.set(em.config, ofOrm);
  let pool = ofOrm[kind];
  if (!pool) {
    const options = em.getConnection().getConnectionOptions() as pg.PoolConfig;
    pool = new pg.Pool({
      ...options,
      max: POOL_SIZES[kind],
      idleTimeoutMillis: 30_000,
      // waiting for a busy pool's connection fails as the ORM's does (503), it never hangs
      connectionTimeoutMillis: acquireTimeoutOf(em.config),
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // An idle connection the server closed (restart, pg_terminate_backend) is dropped by the pool and the
    // next read opens a fresh one; without a listener the 'error' event would end the process.
    pool.on('error', (error) => em.config.getLogger().warn('query', `${kind}-read connection lost: ${error.message}`));
    ofOrm[kind] = pool;
  }
  return pool;
}

/** Closes the hot-read and live pools of this ORM, if they were opened. */
export async function closeHotReadPool(em: EntityManager): Promise<void> {
  const ofOrm = pools.get(em.config);
  if (!ofOrm) return;
  pools.delete(em.config);
  await Promise.all(Object.values(ofOrm).map((pool) => pool.end()));
}

/** The named statement for a `?` SQL text: the name is a digest of the text, so one text is one name on every connection. */
function statementFor(sql: string): Statement {
  let statement = statements.get(sql);
  if (!statement) {
    let index = 0;
    statement = {
      name: `q_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`,
      text: sql.replace(/\?/g, () => `$${++index}`),
    };
    statements.set(sql, statement);
  }
  return statement;
}

/** Runs a read statement and returns its rows (column values parsed as the ORM's driver parses them). */
export function readRows<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  return readOn<T>('hot', em, sql, params);
}

/** `readRows` on the live-delivery pool: reads done for subscription events (see LIVE_READ_POOL_SIZE). */
export function readLiveRows<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  return readOn<T>('live', em, sql, params);
}

async function readOn<T>(kind: PoolKind, em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(sql, [...params]);
  const { name, text } = statementFor(sql);
  const started = Date.now();
  try {
    const query = () => readPool(em, kind).query({ name, text, values: [...params] });
    // A read on a connection the server just ended (a restart, pg_terminate_backend) is tried once more on a
    // fresh one: reads are safe to repeat, and a live event must not be lost to a dead idle connection.
    const result = await query().catch((error: unknown) => {
      if (isLostConnection(error)) return query();
      throw error;
    });
    return result.rows as T[];
  } finally {
    em.config.getLogger().logQuery({ query: text, params: [...params], took: Date.now() - started, level: 'info' });
  }
}

/** A connection ended under the query: SQLSTATE 57P01-57P03 (terminated, crash, cannot connect now), class 08, or a closed socket. */
function isLostConnection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (/^57P0[123]$/.test(code) || code.startsWith('08') || code === 'ECONNRESET'))
    return true;
  return (
    error instanceof Error &&
    /Connection terminated|connection is closed|Client has encountered a connection error/i.test(error.message)
  );
}
