import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApp, type RunningApp } from '../app/create-app.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { seedCommunity, type Community } from '../../test/factories.js';
import { startTestApp, type TestApp, type UntypedJson } from '../../test/harness.js';
import { createFileStore } from '../providers/storage/create-file-store.js';
import type { FileStore } from '../providers/storage/file-store.js';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { readBackupHeader } from './backup.js';
import { startEmbeddedPostgres, type RunningDatabase } from './embedded-postgres.js';
import { openDatabase, type Orm } from './orm.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/** `npm run cli -- ARGS` as a child process, with only these settings. */
function cli(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  return run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: apiDir,
    env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    timeout: 120_000,
  });
}

/** Every table's rows, as one checksum per table (the same rows give the same sums in any database). */
async function tableSums(databaseUrl: string, tables: string[]): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sums: Record<string, string> = {};
    for (const table of tables) {
      const { rows } = await client.query<{ n: string; sum: string | null }>(
        `select count(*) as n, md5(string_agg(row_to_json(t)::text, '|' order by row_to_json(t)::text)) as sum
           from "${table}" t`,
      );
      sums[table] = `${rows[0]!.n}:${rows[0]!.sum}`;
    }
    return sums;
  } finally {
    await client.end();
  }
}

/** The job queue's jobs, without what the queue itself numbers or stamps. */
async function queuedJobs(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (
      await client.query(
        `select t.identifier as task, j.payload, j.run_at, j.attempts, j.max_attempts, j.key, j.locked_at
           from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
           order by t.identifier, j.key, j.run_at`,
      )
    ).rows;
  } finally {
    await client.end();
  }
}

/** Every object of a store with its bytes (base64) and type. */
async function objectsIn(store: FileStore): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  const names: string[] = [];
  for await (const name of store.list()) names.push(name);
  for (const name of names.sort()) {
    const file = (await store.get(name))!;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
    found[name] = `${file.contentType}:${Buffer.concat(chunks).toString('base64')}`;
  }
  return found;
}

async function filesIn(dir: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const name of (await fs.readdir(dir)).sort())
    found[name] = (await fs.readFile(path.join(dir, name))).toString('base64');
  return found;
}

describe('npm run cli -- backup FILE / restore FILE', () => {
  let source: TestApp;
  let community: Community;
  let workDir: string;
  let database: RunningDatabase | undefined;
  let orm: Orm | undefined;
  let restored: RunningApp | undefined;

  beforeAll(async () => {
    source = await startTestApp();
    community = await seedCommunity(source);
    workDir = await fs.mkdtemp(path.join(inject('tempDir'), 'backup-'));
    await fs.chmod(workDir, 0o755); // as root, PostgreSQL runs as 'postgres' and must reach the fresh DATA_DIR
    // webhook deliveries waiting in the job queue (due tomorrow, so no worker takes them meanwhile)
    const client = new pg.Client({ connectionString: source.databaseUrl });
    await client.connect();
    await client.query(
      `select graphile_worker.add_job('backup_probe', json_build_object('deliveryId', '42'), run_at := now() + interval '1 day', max_attempts := 3)`,
    );
    await client.query(
      `select graphile_worker.add_job('backup_probe', '{}'::json, job_key := 'keyed', run_at := now() + interval '2 days')`,
    );
    await client.end();
  });
  afterAll(async () => {
    await restored?.close();
    await orm?.close();
    await database?.stop();
    await source?.close();
  });

  it('restores every row and every image into a fresh data directory, and the app serves them', async () => {
    const file = path.join(workDir, 'culturalink.backup');
    const backedUp = await cli(['backup', file], { DATABASE_URL: source.databaseUrl, DATA_DIR: source.dataDir });
    expect(backedUp.stdout).toMatch(/Backed up \d+ rows of \d+ tables and \d+ files/);
    const header = await readBackupHeader(file);
    expect(header.tables.indexOf('app_user')).toBeLessThan(header.tables.indexOf('post'));
    expect(header.tables.indexOf('post')).toBeLessThan(header.tables.indexOf('comment'));

    const fresh = path.join(workDir, 'fresh');
    const restoredOut = await cli(['restore', file], { DATA_DIR: fresh });
    expect(restoredOut.stdout).toMatch(/Restored \d+ rows and \d+ files/);

    // the same rows in every table, the same bytes in every image
    database = await startEmbeddedPostgres({
      clusterDir: path.join(fresh, 'postgres'),
      database: 'culturalink',
      logger: createLogger('silent'),
    });
    const publicTables = header.tables.filter((table) => !table.includes('.'));
    expect(await tableSums(database.url, publicTables)).toEqual(await tableSums(source.databaseUrl, publicTables));
    // the pending jobs survive, unlocked, with their keys, payloads and due times
    expect(header.tables).toEqual(expect.arrayContaining(['graphile_worker._private_jobs']));
    const jobs = await queuedJobs(source.databaseUrl);
    expect(jobs.filter((job) => job.task === 'backup_probe')).toHaveLength(2);
    expect(await queuedJobs(database.url)).toEqual(jobs);
    const images = await filesIn(path.join(source.dataDir, 'uploads'));
    expect(Object.keys(images).length).toBeGreaterThanOrEqual(6); // profile photo, post, cover and stops, thumbnails
    expect(await filesIn(path.join(fresh, 'uploads'))).toEqual(images);

    // the restored installation works: sessions, posts and pictures as before, new rows after the restored ids
    orm = await openDatabase(database.url, createLogger('silent'), { migrate: false });
    const config = loadConfig(
      { NODE_ENV: 'test' },
      {
        port: 0,
        host: '127.0.0.1',
        dataDir: fresh,
        databaseUrl: database.url,
        webDist: path.join(fresh, 'no-web'),
        logLevel: 'silent',
      },
    );
    restored = await startApp({ config, logger: createLogger('silent'), orm, databaseUrl: database.url });
    const url = `http://127.0.0.1:${restored.port}`;
    const gql = async (query: string, variables: Record<string, unknown>, token: string) =>
      (await (
        await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as { data?: UntypedJson; errors?: unknown[] };
    const trip = await gql(
      'query($id: ID!) { post(id: $id) { id author { username } likeCount imageUrl comments { nodes { id } } } }',
      { id: community.posts.aliceTrip },
      community.bob.token,
    );
    expect(trip.errors).toBeUndefined();
    expect(trip.data.post).toMatchObject({
      id: community.posts.aliceTrip,
      author: { username: community.alice.username },
    });
    expect(trip.data.post.likeCount).toBe(1);
    expect(trip.data.post.comments.nodes.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining([community.comments.bobOnTrip]),
    );
    const picture = await fetch(`${url}${new URL(trip.data.post.imageUrl, url).pathname}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const created = await gql(
      'mutation { createPost(input: { title: "After", category: FOOD, country: "PH", content: "restored" }) { post { id } } }',
      {},
      community.bob.token,
    );
    expect(created.errors).toBeUndefined();
  }, 180_000);

  it('with STORAGE_URL backs up every object of the bucket and restores them into another bucket', async () => {
    const buckets: TestS3Server[] = [await startS3Server('source'), await startS3Server('target')];
    try {
      const [from, to] = buckets as [TestS3Server, TestS3Server];
      const storeOf = (storageUrl: string) => createFileStore({ dataDir: workDir, storageUrl });
      const sourceStore = storeOf(from.storageUrl);
      await sourceStore.put('a.webp', Buffer.from('first image'), 'image/webp');
      await sourceStore.put('b.jpg', Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]), 'image/jpeg');
      const file = path.join(workDir, 's3.backup');
      const backedUp = await cli(['backup', file], {
        DATABASE_URL: source.databaseUrl,
        DATA_DIR: source.dataDir,
        STORAGE_URL: from.storageUrl,
      });
      expect(backedUp.stdout).toMatch(/and 2 files/);

      const restoredOut = await cli(['restore', file], {
        DATA_DIR: path.join(workDir, 'fresh-s3'),
        STORAGE_URL: to.storageUrl,
      });
      expect(restoredOut.stdout).toMatch(/Restored \d+ rows and 2 files/);
      const objects = await objectsIn(sourceStore);
      expect(Object.keys(objects)).toEqual(['a.webp', 'b.jpg']);
      expect(await objectsIn(storeOf(to.storageUrl))).toEqual(objects);
    } finally {
      for (const bucket of buckets) await bucket.close();
    }
  }, 180_000);

  it('refuses to restore over a database that already has members', async () => {
    await restored?.close();
    await orm?.close();
    await database?.stop();
    [restored, orm, database] = [undefined, undefined, undefined];
    const file = path.join(workDir, 'culturalink.backup');
    await expect(cli(['restore', file], { DATA_DIR: path.join(workDir, 'fresh') })).rejects.toMatchObject({
      stderr: expect.stringContaining('already has members'),
    });
  }, 120_000);
});
