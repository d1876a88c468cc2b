import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { TestApp } from '../test/harness.js';
import { createMember, type TestMember } from '../test/factories.js';
import { freePort } from './db/embedded-postgres.js';
import { openDatabase } from './db/orm.js';
import { readRuntimeFile } from './db/runtime-file.js';
import { createLogger } from './logger.js';

// Issue #21: after `kill -9` of the app the embedded PostgreSQL survived as an orphan and the next start refused
// ("another CulturaLink is using this DATA_DIR") although its owner was dead. Now the next start stops the orphan
// and starts, and every write the app had acknowledged is there; the same after killing the whole process group.

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

interface Server {
  process: ChildProcess;
  port: number;
  logs: () => string;
  exited: Promise<unknown>;
}

const started: Server[] = [];
afterAll(() => {
  for (const server of started) if (server.process.exitCode === null) server.process.kill('SIGKILL');
});

/** The real server on `dataDir` (its own embedded PostgreSQL), in a process group of its own; resolves once it serves. */
async function startServer(dataDir: string): Promise<Server> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    detached: true,
    env: {
      ...env,
      NODE_ENV: 'test',
      WEB_CONCURRENCY: '1',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      RATE_LIMIT_REQUESTS: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let logs = '';
  child.stdout!.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const server = { process: child, port, logs: () => logs, exited };
  started.push(server);
  const deadline = Date.now() + 150_000;
  while (!logs.includes('CulturaLink is running at')) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}):\n${logs}`);
    if (Date.now() > deadline) throw new Error(`the app did not start:\n${logs}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

const CREATE_POST = `mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`;

/**
 * Eight members write posts in parallel until `killAfter` are acknowledged, then `kill` runs while writes are still
 * in flight; returns the ids the server acknowledged (answered with a post id).
 */
async function writeThenKill(server: Server, writers: TestMember[], killAfter: number, kill: () => void) {
  const acknowledged: string[] = [];
  let killed = false;
  const write = async (writer: TestMember, n: number) => {
    const res = await fetch(`http://127.0.0.1:${server.port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.token}` },
      body: JSON.stringify({
        query: CREATE_POST,
        variables: { input: { title: `Kept ${n}`, category: 'FESTIVALS', country: 'Chile', content: `Write ${n}.` } },
      }),
    });
    const body = (await res.json()) as { data?: { createPost?: { post?: { id: string } } } };
    return body.data?.createPost?.post?.id;
  };
  await Promise.all(
    writers.map(async (writer, w) => {
      for (let n = 0; n < 15 && !killed; n++) {
        const id = await write(writer, w * 100 + n).catch(() => undefined); // a reset connection: not acknowledged
        if (id) acknowledged.push(id);
        if (acknowledged.length >= killAfter && !killed) {
          killed = true;
          kill();
        }
      }
    }),
  );
  await server.exited;
  return acknowledged;
}

async function countPosts(dataDir: string, ids: string[]): Promise<number> {
  const url = readRuntimeFile(dataDir)!.databaseUrl;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('select count(*)::int as n from post where id::text = any($1::text[])', [ids]);
    return found.rows[0].n as number;
  } finally {
    await client.end();
  }
}

describe('kill -9 of the app', () => {
  it('the next start stops the orphaned PostgreSQL and starts with every acknowledged write', async () => {
    const dataDir = await fs.mkdtemp(path.join(inject('tempDir'), 'kill-9-'));
    const first = await startServer(dataDir);
    const runtime = readRuntimeFile(dataDir)!;
    const orm = await openDatabase(runtime.databaseUrl, createLogger('silent'), { migrate: false });
    const writers = await Promise.all(Array.from({ length: 8 }, () => createMember({ orm } as TestApp)));
    await orm.close();
    const postmaster = Number(
      (await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );

    // the app alone: PostgreSQL is left running, an orphan
    const kept = await writeThenKill(first, writers, 24, () => first.process.kill('SIGKILL'));
    expect(kept.length).toBeGreaterThanOrEqual(24);
    expect(alive(postmaster)).toBe(true);

    const second = await startServer(dataDir);
    expect(second.logs()).toMatch(/outlived the CulturaLink \(pid \d+\) that started it: stopping it/);
    expect(alive(postmaster)).toBe(false);
    const health = await fetch(`http://127.0.0.1:${second.port}/healthz`);
    expect(health.status).toBe(200);
    expect(await countPosts(dataDir, kept)).toBe(kept.length);

    // the whole process group (the app and its PostgreSQL): PostgreSQL recovers from its own write-ahead log
    const more = await writeThenKill(second, writers, 24, () => process.kill(-second.process.pid!, 'SIGKILL'));
    const third = await startServer(dataDir);
    expect((await fetch(`http://127.0.0.1:${third.port}/healthz`)).status).toBe(200);
    expect(await countPosts(dataDir, [...kept, ...more])).toBe(kept.length + more.length);

    third.process.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 400_000);
});
