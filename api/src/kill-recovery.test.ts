import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { TestApp } from '../test/harness.js';
import { createMember, type TestMember } from '../test/factories.js';
import { startRealServer, type RealServer } from '../test/real-server.js';
import { openDatabase } from './db/orm.js';
import { readRuntimeFile } from './db/runtime-file.js';
import { createLogger } from './logger.js';

// Issue #21: after `kill -9` of the app the embedded PostgreSQL survived as an orphan and the next start refused
// ("another CulturaLink is using this DATA_DIR") although its owner was dead. Now the next start stops the orphan
// and starts, and every write the app had acknowledged is there; the same after killing the whole process group.

/** A process that still runs: a zombie (exited, not yet reaped by whoever adopted the orphan) has stopped. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
};

const started: RealServer[] = [];
afterAll(() => {
  for (const server of started) if (server.process.exitCode === null) server.process.kill('SIGKILL');
});

async function startServer(dataDir: string): Promise<RealServer> {
  const server = await startRealServer(dataDir);
  started.push(server);
  return server;
}

const CREATE_POST = `mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`;

/**
 * Eight members write posts in parallel until `killAfter` are acknowledged, then `kill` runs while writes are still
 * in flight; returns the ids the server acknowledged (answered with a post id).
 */
async function writeThenKill(server: RealServer, writers: TestMember[], killAfter: number, kill: () => void) {
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
