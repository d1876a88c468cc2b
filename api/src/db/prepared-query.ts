import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Hot read statements (the session lookup on every request, feed pages) as named prepared
 * statements on the ORM's own connection pool.
 *
 * `em.execute` inlines the parameters into the SQL text and sends it with the simple protocol, so
 * PostgreSQL parses and plans every call afresh and the ORM spends CPU formatting it. A named
 * statement is parsed once per connection and then only bound and executed (see "Performance" in
 * docs/ARCHITECTURE.md). Values travel as bound parameters, never spliced into the text.
 *
 * PostgreSQL would still plan every execution anew ("custom plans"): with a parameter in LIMIT it
 * never trusts the generic plan, and for a feed page planning cost as much as running. So each
 * connection is set to `plan_cache_mode = force_generic_plan` before its first named statement. The
 * setting only concerns prepared statements, and the ORM's own statements are sent with their values
 * inlined (simple protocol), so nothing else on the connection plans differently.
 *
 * The SQL uses `?` placeholders like `em.execute`, so fragments such as `visiblePostsSql` serve both.
 * It must not contain a literal `?` (no jsonb `?` operators). Inside a transaction the statement runs
 * through `em.execute` on the transaction's connection instead.
 */

interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  query(text: string): Promise<unknown>;
}

interface KnexClient {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<unknown>;
}

interface Statement {
  name: string;
  text: string;
}

const statements = new Map<string, Statement>();

/** Connections already set to reuse generic plans. */
const configured = new WeakSet<PgClient>();

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
export async function readRows<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(sql, [...params]);
  const { name, text } = statementFor(sql);
  const client = em.getConnection().getKnex().client as unknown as KnexClient;
  const connection = await client.acquireConnection();
  const started = Date.now();
  try {
    if (!configured.has(connection)) {
      await connection.query('set plan_cache_mode = force_generic_plan');
      configured.add(connection);
    }
    const result = await connection.query({ name, text, values: [...params] });
    return result.rows as T[];
  } finally {
    await client.releaseConnection(connection);
    em.config.getLogger().logQuery({ query: text, params: [...params], took: Date.now() - started, level: 'info' });
  }
}
