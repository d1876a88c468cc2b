import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { collect, type TestApp, type UntypedJson } from '../test/harness.js';
import { createMember, seedPost } from '../test/factories.js';
import { freePort } from './db/embedded-postgres.js';
import { openDatabase, type Orm } from './db/orm.js';
import { readRuntimeFile } from './db/runtime-file.js';
import { createLogger } from './logger.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RATE_LIMIT = 10;

/** One HTTP exchange; `agent` pins it to one kept-alive connection (hence one worker), none opens a new one. */
function request(
  port: number,
  method: string,
  urlPath: string,
  options: { agent?: http.Agent; body?: unknown; token?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: UntypedJson }> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent: options.agent ?? false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            /* /metrics is text */
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The value of one series in the Prometheus text format, or undefined when absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('WEB_CONCURRENCY=2: two workers of the real server share the port, the events and the limits', () => {
  let server: ChildProcess;
  let logs = '';
  let port: number;
  let dataDir: string;
  let orm: Orm;
  let exited: Promise<number | null>;

  /** A connection kept alive to one worker, and that worker's id (from /healthz on the same connection). */
  async function pinnedTo(wanted: (worker: number) => boolean) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const worker = (await request(port, 'GET', '/healthz', { agent })).body.worker as number;
      if (wanted(worker)) return { agent, worker };
      agent.destroy();
    }
    throw new Error('no connection reached the wanted worker');
  }

  /** One worker's own figures (`/metrics?scope=worker`) until one of them shows `metric` at `value`; returns it. */
  const workerShowing = (metric: string, value: number) =>
    until(`a worker with ${metric} ${value}`, async () => {
      const { agent, worker } = await pinnedTo(() => true);
      const text = (await request(port, 'GET', '/metrics?scope=worker', { agent })).body as string;
      agent.destroy();
      return valueOf(text, metric) === value ? worker : undefined;
    });

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(inject('tempDir'), 'cluster-'));
    port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        WEB_CONCURRENCY: '2',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: path.join(dataDir, 'no-web'),
        LOG_LEVEL: 'info',
        RATE_LIMIT_POINTS: String(RATE_LIMIT),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
    server.stdout!.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    await until(
      'both workers to serve',
      () => (logs.includes('CulturaLink is running at') ? true : undefined),
      150_000,
    );
    const runtime = readRuntimeFile(dataDir);
    expect(runtime?.pid).toBe(server.pid); // the primary owns the embedded database
    orm = await openDatabase(runtime!.databaseUrl, createLogger('silent'), { migrate: false });
  }, 180_000);

  afterAll(async () => {
    await orm?.close();
    if (server && server.exitCode === null) server.kill('SIGKILL');
  });

  it('starts PostgreSQL and applies the migrations once, in the primary, then two workers', async () => {
    expect(logs.match(/Applied \d+ database migration/g)).toHaveLength(1);
    expect(logs.match(/Embedded PostgreSQL is running/g)).toHaveLength(1);
    const first = await pinnedTo(() => true);
    const second = await pinnedTo((worker) => worker !== first.worker);
    expect([first.worker, second.worker].sort()).toEqual([1, 2]);
    first.agent.destroy();
    second.agent.destroy();
  });

  it('answers /metrics with the sum over both workers, whichever one the scrape reaches', async () => {
    const readyz = 'http_request_duration_seconds_count{method="GET",route="/readyz",status="200"}';
    const one = await pinnedTo(() => true);
    const other = await pinnedTo((worker) => worker !== one.worker);
    for (let hit = 0; hit < 3; hit++)
      expect((await request(port, 'GET', '/readyz', { agent: one.agent })).status).toBe(200);
    for (let hit = 0; hit < 2; hit++)
      expect((await request(port, 'GET', '/readyz', { agent: other.agent })).status).toBe(200);

    // each worker's own figures...
    const own = async (agent: http.Agent) =>
      valueOf((await request(port, 'GET', '/metrics?scope=worker', { agent })).body as string, readyz);
    expect(await own(one.agent)).toBe(3);
    expect(await own(other.agent)).toBe(2);
    // ...and the cluster's, the same through either worker and on fresh connections
    const scrapes = [one.agent, other.agent, undefined, undefined, undefined, undefined];
    for (const agent of scrapes) {
      const scraped = await request(port, 'GET', '/metrics', { agent });
      expect(scraped.status).toBe(200);
      const text = scraped.body as string;
      expect(valueOf(text, readyz)).toBe(5);
      expect(text).not.toContain('worker=');
      expect(valueOf(text, 'event_log_lag')).toBe(0);
      expect(valueOf(text, 'db_pool_connections{state="free"}')).toBeGreaterThanOrEqual(2); // one pool per worker
    }
    one.agent.destroy();
    other.agent.destroy();
  });

  it('delivers a like made through one worker to a subscriber connected to the other', async () => {
    const t = { orm } as TestApp; // the factories only need the database
    const author = await createMember(t);
    const watcher = await createMember(t);
    const postId = await seedPost(t, author.id);

    const socket = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Token ${watcher.token}` },
      retryAttempts: 0,
    });
    const changes = collect(
      socket,
      'subscription($ids: [ID!]!) { postLikeChanged(postIds: $ids) { id likeCount } }',
      { ids: [postId] },
      1,
      20_000,
    );
    const subscriberWorker = await workerShowing('graphql_subscriptions', 1);
    const liker = await pinnedTo((worker) => worker !== subscriberWorker);

    const liked = await request(port, 'POST', '/graphql', {
      agent: liker.agent,
      token: author.token,
      body: { query: 'mutation($id: ID!) { likePost(postId: $id) { post { likeCount } } }', variables: { id: postId } },
    });
    expect(liked.body.data).toEqual({ likePost: { post: { likeCount: 1 } } });
    // the like went through the very connection that /healthz placed on the other worker
    expect((await request(port, 'GET', '/healthz', { agent: liker.agent })).body.worker).toBe(liker.worker);

    expect(await changes.done).toEqual([{ postLikeChanged: { id: postId, likeCount: 1 } }]);
    liker.agent.destroy();
    await socket.dispose();
  });

  it('counts one rate limit for a client whichever worker serves it', async () => {
    const one = await pinnedTo(() => true);
    const other = await pinnedTo((worker) => worker !== one.worker);
    const remaining: number[] = [];
    for (let hit = 0; hit < RATE_LIMIT; hit++) {
      const res = await request(port, 'POST', '/graphql', {
        agent: hit % 2 === 0 ? one.agent : other.agent,
        body: { query: '{ __typename }' },
      });
      expect(res.status).toBe(200);
      remaining.push(Number(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    for (const { agent } of [one, other]) {
      const refused = await request(port, 'POST', '/graphql', { agent, body: { query: '{ __typename }' } });
      expect(refused.status).toBe(429);
    }
    one.agent.destroy();
    other.agent.destroy();
  });

  it('replaces a worker that dies', async () => {
    const victim = Number(/worker 1 \(pid (\d+)\) is serving/.exec(logs)![1]);
    process.kill(victim, 'SIGKILL');
    await until('a third worker', () => (/worker 3 \(pid \d+\) is serving/.test(logs) ? true : undefined), 90_000);
    expect(logs).toMatch(/worker 1 \(pid \d+\) exited with signal SIGKILL/);
    const fresh = await pinnedTo((worker) => worker === 3);
    fresh.agent.destroy();
  }, 120_000);

  it('on SIGTERM closes WebSockets with 1001, lets the workers finish, then stops PostgreSQL', async () => {
    const socket = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, lazy: false });
    const closeCode = new Promise<number>((resolve) =>
      socket.on('closed', (event) => resolve((event as { code: number }).code)),
    );
    await new Promise<void>((resolve) => socket.on('connected', () => resolve()));
    const databaseUrl = readRuntimeFile(dataDir)!.databaseUrl;
    await orm.close();

    server.kill('SIGTERM');
    expect(await closeCode).toBe(1001);
    expect(await exited).toBe(0);
    expect(readRuntimeFile(dataDir)).toBeNull();
    const probe = new pg.Client({ connectionString: databaseUrl });
    await expect(probe.connect()).rejects.toThrow();
    // both workers (2 and 3 by now) drained before the primary stopped PostgreSQL
    expect(logs.match(/SIGTERM received, shutting down/g)!.length).toBe(3);
  }, 60_000);
});
