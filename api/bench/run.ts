/**
 * npm run bench: the performance budgets of docs/ARCHITECTURE.md, measured on this machine.
 *   BENCH_MEMBERS=10000 BENCH_POSTS=100000 BENCH_SECONDS=10 BENCH_WARM_UP_SECONDS=5 BENCH_CONNECTIONS=50 BENCH_SUBSCRIBERS=1000,5000 BENCH_SAMPLES=100
 * Starts its own embedded PostgreSQL, seeds it, runs the API and a hand-written baseline in separate
 * processes, prints the results and writes them to api/.bench/last.json.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, freePort } from '../src/db/embedded-postgres.js';
import { openDatabase } from '../src/db/orm.js';
import { createLogger } from '../src/logger.js';
import { measureFeedThroughput } from './feed-throughput.js';
import { measureLikeLatency, type LatencyResult } from './like-latency.js';
import { measurePlaceAutocomplete, printPlacesResult } from './places.js';
import { measureQueryValidation, printQueryValidation } from './query-validation.js';
import { residentMegabytes, startProcess } from './processes.js';
import { seedBulk } from './seed-bulk.js';

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const settings = {
  members: numberFrom('BENCH_MEMBERS', 10_000),
  posts: numberFrom('BENCH_POSTS', 100_000),
  seconds: numberFrom('BENCH_SECONDS', 10),
  warmUpSeconds: numberFrom('BENCH_WARM_UP_SECONDS', 5),
  connections: numberFrom('BENCH_CONNECTIONS', 50),
  subscribers: (process.env.BENCH_SUBSCRIBERS ?? '1000,5000').split(',').map(Number),
  samples: numberFrom('BENCH_SAMPLES', 100),
};

const logger = createLogger('silent');
const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'culturalink-bench-'));
const database = await startEmbeddedPostgres({
  clusterDir: path.join(workDir, 'pg'),
  database: 'bench',
  logger,
  persistent: false,
});
const stops: (() => Promise<void>)[] = [];
try {
  console.log(`Seeding ${settings.members} members and ${settings.posts} posts...`);
  const started = Date.now();
  const orm = await openDatabase(database.url, logger);
  await orm.close();
  await seedBulk(database.url, { members: settings.members, posts: settings.posts });
  console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const port = await freePort();
  const app = await startProcess(
    'src/main.ts',
    {
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      // The load generator is one client address: the general per-client limit would stop it.
      RATE_LIMIT_REQUESTS: '10000000',
      DATA_DIR: path.join(workDir, 'data'),
      WEB_DIST: path.join(workDir, 'no-web'),
    },
    /running at (http:\/\/\S+)/,
  );
  stops.push(app.stop);
  const appUrl = `http://127.0.0.1:${port}`;
  const baseline = await startProcess(
    'bench/baseline-main.ts',
    { DATABASE_URL: database.url },
    /BASELINE (http:\/\/\S+)/,
  );
  stops.push(baseline.stop);

  console.log(`\nFeed throughput, ${settings.connections} connections, ${settings.seconds} s each:`);
  const feed = await measureFeedThroughput({
    appUrl,
    baselineUrl: baseline.match[1],
    appPid: app.child.pid,
    baselinePid: baseline.child.pid,
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

  const latency: (LatencyResult & { serverMemoryMb: number | null })[] = [];
  for (const subscribers of settings.subscribers) {
    const result = await measureLikeLatency({
      appUrl,
      databaseUrl: database.url,
      subscribers,
      samples: settings.samples,
    });
    latency.push({ ...result, serverMemoryMb: residentMegabytes(app.child.pid) });
  }
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

  const places = await measurePlaceAutocomplete({ appUrl });
  printPlacesResult(places);

  const queryValidation = await measureQueryValidation();
  printQueryValidation(queryValidation);

  const report = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    settings,
    feed,
    ratios: { graphql: graphqlRatio, rest: restRatio },
    latency,
    places,
    queryValidation,
  };
  await fs.mkdir(path.resolve('.bench'), { recursive: true });
  await fs.writeFile(path.resolve('.bench/last.json'), JSON.stringify(report, null, 2));
  console.log('\nWrote api/.bench/last.json');
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  await database.stop();
  await fs.rm(workDir, { recursive: true, force: true });
}
