import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createLogger } from '../logger.js';
import { openDatabase } from './orm.js';

/** An empty database of the test cluster, as a fresh PostgreSQL of docker-compose.yml is. */
async function emptyDatabase(): Promise<string> {
  const url = inject('databaseUrl');
  const name = `empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  return url.replace(/\/[^/]+$/, `/${name}`);
}

describe('migrations at start', () => {
  it('run once when several replicas start together on one empty database', async () => {
    const databaseUrl = await emptyDatabase();
    const lines: string[] = [];
    const sink = { write: (line: string) => void lines.push(line) };
    const logger = createLogger('info', { out: sink, err: sink });
    // three app processes (two replicas and a CLI, say) opening the database at the same moment
    const orms = await Promise.all([1, 2, 3].map(() => openDatabase(databaseUrl, logger)));
    try {
      expect(lines.filter((line) => line.includes('database migration(s)'))).toHaveLength(1);
      const [{ count }] = await orms[0]!.em
        .getConnection()
        .execute<{ count: string }[]>('select count(*)::text as count from mikro_orm_migrations');
      const [{ names }] = await orms[0]!.em
        .getConnection()
        .execute<{ names: string }[]>('select count(distinct name)::text as names from mikro_orm_migrations');
      expect(Number(count)).toBeGreaterThan(10);
      expect(count).toBe(names);
    } finally {
      await Promise.all(orms.map((orm) => orm.close()));
    }
  }, 120_000);
});
