/**
 * npm run bench: the performance budgets of docs/ARCHITECTURE.md, measured on this machine.
 *   BENCH_MEMBERS=10000 BENCH_POSTS=100000 BENCH_SECONDS=10 BENCH_WARM_UP_SECONDS=5 BENCH_CONNECTIONS=50 BENCH_SUBSCRIBERS=1000,5000 BENCH_SAMPLES=100
 *   BENCH_FANOUT=1000,5000 BENCH_FANOUT_EVENTS=50 BENCH_SUSTAINED_SUBSCRIBERS=1000 BENCH_LIKES_PER_SECOND=15
 *   (BENCH_FANOUT=0 skips the one-post rows; BENCH_SUSTAINED_SUBSCRIBERS takes a list, e.g. 500,1000, or 0 to skip)
 *   BENCH_PARTS=feed,like,fanout,places,validation,start (a quick run: BENCH_MEMBERS=2000 BENCH_POSTS=5000 BENCH_PARTS=fanout)
 *   BENCH_RESTARTS=3: the `start` part's starts on an existing data directory, per WEB_CONCURRENCY (1 and 2)
 *   BENCH_CPU_PROF=<dir>: each server process writes a V8 CPU profile there when it stops (Chrome DevTools opens it).
 * The feed part also runs the GraphQL feed against WEB_CONCURRENCY=2 (two workers, one database) for the scaling row;
 * the start part builds the API and times the compiled server's cold start and idle memory (docs/SCALING.md).
 * Starts its own embedded PostgreSQL, seeds it, runs the API and a hand-written baseline in separate
 * processes, prints the results and writes them to api/.bench/last.json.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, freePort } from '../src/db/embedded-postgres.js';
import { openDatabase } from '../src/db/orm.js';
import { createLogger } from '../src/logger.js';
import { measureClusterFeed, measureFeedThroughput } from './feed-throughput.js';
import type { LoadResult } from './load.js';
import { measureLikeLatency, type LatencyResult } from './like-latency.js';
import { measurePlaceAutocomplete, printPlacesResult } from './places.js';
import { measureQueryValidation, printQueryValidation } from './query-validation.js';
import { residentMegabytes, startProcess } from './processes.js';
import { measureColdStart, printColdStart } from './cold-start.js';
import {
  appTarget,
  measureFanOut,
  measureSustained,
  minimalTarget,
  type FanOutResult,
  type SustainedResult,
} from './fan-out.js';
import { seedBulk } from './seed-bulk.js';

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** A comma-separated list of positive counts (0 or empty: none). */
const listFrom = (name: string, fallback: string) =>
  (process.env[name] ?? fallback)
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
const settings = {
  members: numberFrom('BENCH_MEMBERS', 10_000),
  posts: numberFrom('BENCH_POSTS', 100_000),
  seconds: numberFrom('BENCH_SECONDS', 10),
  warmUpSeconds: numberFrom('BENCH_WARM_UP_SECONDS', 5),
  connections: numberFrom('BENCH_CONNECTIONS', 50),
  subscribers: (process.env.BENCH_SUBSCRIBERS ?? '1000,5000').split(',').map(Number),
  samples: numberFrom('BENCH_SAMPLES', 100),
  fanOut: listFrom('BENCH_FANOUT', '1000,5000'),
  fanOutEvents: numberFrom('BENCH_FANOUT_EVENTS', 50),
  sustainedSubscribers: listFrom('BENCH_SUSTAINED_SUBSCRIBERS', '1000'),
  likesPerSecond: numberFrom('BENCH_LIKES_PER_SECOND', 15),
  parts: new Set((process.env.BENCH_PARTS ?? 'feed,like,fanout,places,validation,start').split(',')),
  restarts: numberFrom('BENCH_RESTARTS', 3),
};

const logger = createLogger('silent');

/**
 * The machine's load average after each part, printed under its table and kept in last.json: on a machine
 * shared with other work (load above the CPU count), a figure says little about this code.
 */
const loadAverages: Record<string, number[]> = {};
function printLoad(part: string) {
  loadAverages[part] = os.loadavg().map((value) => Math.round(value * 100) / 100);
  const [one, five, fifteen] = loadAverages[part];
  const busy = one > 2 ? ' (busy: re-measure on a quiet machine)' : '';
  console.log(`  load average ${one}, ${five}, ${fifteen} on ${os.cpus().length} CPUs${busy}`);
}
printLoad('before');
const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'culturalink-bench-'));
const database = await startEmbeddedPostgres({
  clusterDir: path.join(workDir, 'pg'),
  database: 'bench',
  logger,
  persistent: false,
});
const stops: (() => Promise<void>)[] = [];
try {
  const started = Date.now();
  const orm = await openDatabase(database.url, logger);
  await orm.close();
  if (['feed', 'like', 'fanout', 'places'].some((part) => settings.parts.has(part))) {
    console.log(`Seeding ${settings.members} members and ${settings.posts} posts...`);
    await seedBulk(database.url, { members: settings.members, posts: settings.posts });
    console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const port = await freePort();
  const appEnv = (appPort: number, workers: number) => ({
    DATABASE_URL: database.url,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${appPort}`,
    LOG_LEVEL: 'info',
    // The load generator is one client address: the general per-client limit would stop it.
    RATE_LIMIT_POINTS: '100000000',
    RATE_LIMIT_WEB_POINTS: '100000000',
    DATA_DIR: path.join(workDir, 'data'),
    WEB_DIST: path.join(workDir, 'no-web'),
    // one process unless said otherwise: CPU and memory are read from the server's own pid
    WEB_CONCURRENCY: String(workers),
  });
  // a loaded machine can take minutes to start it (tsx compiles on the fly): the bench waits, then says how loaded it was
  const app = await startProcess('src/main.ts', appEnv(port, 1), /running at (http:\/\/\S+)/, {
    inspect: true,
    startTimeoutMs: 300_000,
  });
  stops.push(app.stop);
  const appUrl = `http://127.0.0.1:${port}`;
  const baseline = await startProcess(
    'bench/baseline-main.ts',
    { DATABASE_URL: database.url },
    /BASELINE (http:\/\/\S+)/,
  );
  stops.push(baseline.stop);

  let feed: Awaited<ReturnType<typeof measureFeedThroughput>> = [];
  let ratios: { graphql: number; rest: number } | null = null;
  let feedTwoWorkers: LoadResult | null = null;
  if (settings.parts.has('feed')) {
    console.log(`\nFeed throughput, ${settings.connections} connections, ${settings.seconds} s each:`);
    feed = await measureFeedThroughput({
      appUrl,
      baselineUrl: baseline.match[1],
      appPid: app.child.pid,
      baselinePid: baseline.child.pid,
      postgresDir: path.join(workDir, 'pg'),
      connections: settings.connections,
      seconds: settings.seconds,
      warmUpSeconds: settings.warmUpSeconds,
    });
    console.table(
      feed.map((r) => ({
        endpoint: r.name,
        'req/s': Math.round(r.requestsPerSecond),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'server CPU ms/req': r.cpuMsPerRequest?.toFixed(2),
        'PostgreSQL CPU ms/req': r.postgresCpuMsPerRequest?.toFixed(2),
        errors: r.errors + r.non2xx,
      })),
    );
    const [graphql, rest, base] = feed;
    const graphqlRatio = base.requestsPerSecond / graphql.requestsPerSecond;
    const restRatio = base.requestsPerSecond / rest.requestsPerSecond;
    console.log(
      `  throughput: baseline / GraphQL = ${graphqlRatio.toFixed(2)}x, baseline / REST = ${restRatio.toFixed(2)}x (budget: within 2x) ${graphqlRatio <= 2 ? 'OK' : 'OVER BUDGET'}`,
    );
    if (graphql.cpuMsPerRequest && base.cpuMsPerRequest) {
      console.log(
        `  server CPU per request: GraphQL / baseline = ${(graphql.cpuMsPerRequest / base.cpuMsPerRequest).toFixed(2)}x, REST / baseline = ${((rest.cpuMsPerRequest ?? 0) / base.cpuMsPerRequest).toFixed(2)}x`,
      );
    }
    if (graphql.postgresCpuMsPerRequest && base.postgresCpuMsPerRequest) {
      console.log(
        `  PostgreSQL CPU per request: GraphQL / baseline = ${(graphql.postgresCpuMsPerRequest / base.postgresCpuMsPerRequest).toFixed(2)}x, REST / baseline = ${((rest.postgresCpuMsPerRequest ?? 0) / base.postgresCpuMsPerRequest).toFixed(2)}x (goal: at most 1.5x)`,
      );
    }
    ratios = { graphql: graphqlRatio, rest: restRatio };

    // The same GraphQL feed from WEB_CONCURRENCY=2 (two workers on one port, one database), right after.
    const clusterPort = await freePort();
    // Two workers start in parallel after the primary's migrations (on a busy machine that can take minutes).
    // Measured once both have built their places index (a second of CPU each, just after they start serving),
    // as the single process had long before its rows: else the index builds fall into the measurement.
    const cluster = await startProcess('src/main.ts', appEnv(clusterPort, 2), /(places index ready[\s\S]*){2}/, {
      startTimeoutMs: 300_000,
    });
    try {
      feedTwoWorkers = await measureClusterFeed({
        appUrl: `http://127.0.0.1:${clusterPort}`,
        connections: settings.connections,
        seconds: settings.seconds,
        warmUpSeconds: settings.warmUpSeconds,
      });
    } finally {
      await cluster.stop();
    }
    console.log(
      `  GraphQL feed with WEB_CONCURRENCY=2: ${Math.round(feedTwoWorkers.requestsPerSecond)} req/s (p50 ${feedTwoWorkers.p50} ms, p99 ${feedTwoWorkers.p99} ms, errors ${feedTwoWorkers.errors + feedTwoWorkers.non2xx}) = ${(feedTwoWorkers.requestsPerSecond / graphql.requestsPerSecond).toFixed(2)}x one process`,
    );
    printLoad('feed');
  }

  const latency: (LatencyResult & { serverMemoryMb: number | null })[] = [];
  for (const subscribers of settings.parts.has('like') ? settings.subscribers : []) {
    const result = await measureLikeLatency({
      appUrl,
      databaseUrl: database.url,
      subscribers,
      samples: settings.samples,
    });
    latency.push({ ...result, serverMemoryMb: residentMegabytes(app.child.pid) });
  }
  if (latency.length > 0) {
    console.log('\nLike -> author notification over WebSocket (budget: p99 < 100 ms with 5k other subscribers):');
    console.table(
      latency.map((r) => ({
        'other subscribers': r.subscribers,
        samples: r.samples,
        'p50 ms': r.p50.toFixed(1),
        'p99 ms': r.p99.toFixed(1),
        'max ms': r.max.toFixed(1),
        'server RSS MB': r.serverMemoryMb,
      })),
    );
    printLoad('like');
  }

  const fanOut: FanOutResult[] = [];
  const sustained: SustainedResult[] = [];
  if (settings.parts.has('fanout')) {
    const minimal = await startProcess('bench/minimal-ws-main.ts', {}, /MINIMAL_LIVE (http:\/\/\S+)/, {
      inspect: true,
    });
    stops.push(minimal.stop);
    const postIds = await publicPosts(database.url, 20);
    const targets = [await appTarget(appUrl, app, database.url, postIds), minimalTarget(minimal.match[1], minimal)];
    for (const subscribers of settings.fanOut) {
      for (const target of targets) {
        fanOut.push(
          await measureFanOut(target, {
            subscribers,
            events: settings.fanOutEvents,
            postId: postIds[0],
            members: settings.members,
          }),
        );
      }
    }
    if (fanOut.length > 0) {
      console.log(
        `\npostLikeChanged fan-out: ${settings.fanOutEvents} likes of one post, from the like request to the last subscriber (budget: p99 within 2x of minimal graphql-ws; < 30 KB per idle subscriber):`,
      );
      console.table(
        fanOut.map((r) => ({
          server: r.target,
          subscribers: r.subscribers,
          'p50 ms': r.p50.toFixed(1),
          'p99 ms': r.p99.toFixed(1),
          'max ms': r.max.toFixed(1),
          'KB per idle subscriber (RSS)': r.kbPerIdleSubscriber,
          'KB per idle subscriber (heap)': r.heapKbPerIdleSubscriber,
          'server RSS MB': r.serverRssMb,
          'load avg': r.loadAverage.join(' -> '),
        })),
      );
    }
    for (const subscribers of settings.sustainedSubscribers) {
      for (const target of targets) {
        sustained.push(
          await measureSustained(target, {
            subscribers,
            postIds,
            members: settings.members,
            seconds: settings.seconds,
            likesPerSecond: settings.likesPerSecond,
            feedUrl: target.name === 'API' ? `${appUrl}/graphql` : undefined,
          }),
        );
      }
    }
    console.log(
      `\nSustained: subscribers each watching ${postIds.length} posts, ${settings.likesPerSecond} likes/s asked for ${settings.seconds} s (budget at 1,000 subscribers: >= 10,000 deliveries/s, like p99 < 100 ms, unrelated feed p99 < 200 ms; ${os.cpus().length} CPUs):`,
    );
    console.table(
      sustained.map((r) => ({
        server: r.target,
        subscribers: r.subscribers,
        likes: r.likes,
        'deliveries/s': r.deliveriesPerSecond,
        'like p50 ms': r.likeP50.toFixed(1),
        'like p99 ms': r.likeP99.toFixed(1),
        'feed requests': r.feedRequests,
        'feed p50 ms': r.feedP50?.toFixed(1) ?? '-',
        'feed p99 ms': r.feedP99?.toFixed(1) ?? '-',
        'server CPU µs/delivery': r.serverCpuUsPerDelivery,
        'server CPU %': r.serverCpuPercent,
        'load avg': r.loadAverage.join(' -> '),
      })),
    );
    printLoad('fanout');
  }

  const places = settings.parts.has('places') ? await measurePlaceAutocomplete({ appUrl }) : null;
  if (places) printPlacesResult(places);
  if (places) printLoad('places');

  const queryValidation = settings.parts.has('validation') ? await measureQueryValidation() : null;
  if (queryValidation) printQueryValidation(queryValidation);
  if (queryValidation) printLoad('validation');

  const coldStart = settings.parts.has('start')
    ? await measureColdStart({ workDir, restarts: settings.restarts })
    : null;
  if (coldStart) printColdStart(coldStart);
  if (coldStart) printLoad('start');

  const report = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    settings,
    feed,
    feedTwoWorkers,
    ratios,
    latency,
    fanOut,
    sustained,
    places,
    queryValidation,
    coldStart,
    loadAverages,
  };
  await fs.mkdir(path.resolve('.bench'), { recursive: true });
  await fs.writeFile(path.resolve('.bench/last.json'), JSON.stringify(report, null, 2));
  console.log('\nWrote api/.bench/last.json');
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  await database.stop();
  await fs.rm(workDir, { recursive: true, force: true });
}

/** Recent posts of public, active authors that no ban hides: every bench member may see them. */
async function publicPosts(databaseUrl: string, count: number): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>(
      `select p.id from post p join app_user a on a.id = p.author_id
       where not a.is_private and a.is_active and not p.is_banned order by p.created_at desc limit $1`,
      [count],
    );
    return rows.map((row) => row.id);
  } finally {
    await db.end();
  }
}
