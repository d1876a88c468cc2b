import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { passwordFileOf, startEmbeddedPostgres, type RunningDatabase } from './embedded-postgres.js';

const running: RunningDatabase[] = [];
afterAll(async () => {
  for (const database of running) await database.stop().catch(() => undefined);
});

const start = async (clusterDir: string) => {
  const database = await startEmbeddedPostgres({ clusterDir, database: 'app', logger: createLogger('silent') });
  running.push(database);
  return database;
};
const connects = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};
const withPassword = (url: string, password: string) => {
  const parsed = new URL(url);
  parsed.password = password;
  return parsed.toString();
};

describe('the embedded PostgreSQL', () => {
  it('gets a random password of its own, kept beside the cluster with mode 0600, and refuses a second start', async () => {
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'culturalink-pg-'));
    const clusterDir = path.join(workDir, 'postgres');
    const first = await start(clusterDir);
    const file = passwordFileOf(clusterDir);
    const password = (await fs.readFile(file, 'utf8')).trim();
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(decodeURIComponent(new URL(first.url).password)).toBe(password);
    expect(await connects(first.url)).toBe(true);
    expect(await connects(withPassword(first.url, 'culturalink-local'))).toBe(false);

    await expect(start(clusterDir)).rejects.toThrow(/still running on .*another CulturaLink is using this DATA_DIR/);

    // a cluster from before this change (legacy password, no file) is moved to a random password on start
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query(`alter role culturalink password 'culturalink-local'`);
    await client.end();
    await first.stop();
    await fs.rm(file);
    const again = await start(clusterDir);
    const rotated = (await fs.readFile(file, 'utf8')).trim();
    expect(rotated).not.toBe('culturalink-local');
    expect(decodeURIComponent(new URL(again.url).password)).toBe(rotated);
    expect(await connects(again.url)).toBe(true);
    expect(await connects(withPassword(again.url, 'culturalink-local'))).toBe(false);
    await again.stop();
  }, 120_000); // initdb and three starts: 10 s on a quiet machine, over 30 s on a loaded one
});
