import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { answerMetricsRequest } from './app/cluster-metrics.js';
import type { Config } from './config.js';
import { startEmbeddedPostgres, type RunningDatabase } from './db/embedded-postgres.js';
import { openDatabase } from './db/orm.js';
import { removeRuntimeFile, writeRuntimeFile } from './db/runtime-file.js';
import type { Logger } from './logger.js';
import { onStopRequest } from './stop-requests.js';

/** What a worker tells the primary once its app listens. */
export interface WorkerReady {
  type: 'culturalink:ready';
  url: string;
}

export const isWorkerReady = (message: unknown): message is WorkerReady =>
  (message as WorkerReady | null)?.type === 'culturalink:ready';

/** A worker that ran at least this long before dying is replaced at once; one that dies sooner, after a backoff. */
const HEALTHY_LIFETIME_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * The primary of `WEB_CONCURRENCY` > 1 (node:cluster): it owns the database (starts the embedded PostgreSQL,
 * applies the migrations once) and the port, forks `config.webConcurrency` workers that each run the whole app
 * (`workerFile`, i.e. main.ts again) and get connections in turn, replaces a worker that dies, and on
 * SIGINT/SIGTERM lets every worker drain (HTTP finishes, WebSockets close with 1001) before it stops PostgreSQL.
 * Everything the workers must agree on lives in PostgreSQL: the event log, rate limits, sessions.
 */
export async function runPrimary(options: { config: Config; logger: Logger; workerFile: string }): Promise<void> {
  const { config, logger } = options;
  const embedded = !config.databaseUrl;
  let database: RunningDatabase | null = null;
  try {
    database = config.databaseUrl
      ? { url: config.databaseUrl, stop: async () => undefined }
      : await startEmbeddedPostgres({
          clusterDir: path.join(config.dataDir, 'postgres'),
          database: 'culturalink',
          logger,
        });
    if (embedded) {
      logger.info(`Embedded PostgreSQL is running with its data in ${path.join(config.dataDir, 'postgres')}`);
      writeRuntimeFile(config.dataDir, { databaseUrl: database.url, pid: process.pid });
    }
    const orm = await openDatabase(database.url, logger); // the migrations, once, before any worker starts
    await orm.close();
  } catch (error) {
    logger.error('CulturaLink failed to start', error);
    await database?.stop().catch(() => undefined);
    if (embedded) removeRuntimeFile(config.dataDir);
    process.exit(1);
  }
  const running = database;

  const execArgv = [...process.execArgv];
  if (process.sourceMapsEnabled && !execArgv.includes('--enable-source-maps')) execArgv.push('--enable-source-maps');
  cluster.setupPrimary({ exec: options.workerFile, execArgv });
  // The workers use the primary's database as an external one (no migrations, no runtime file, nothing to stop).
  const workerEnv = { DATABASE_URL: running.url };

  let stopping = false;
  let everReady = false;
  let announced = false;
  let quickFailures = 0;
  const startedAt = new WeakMap<Worker, number>();
  const ready = new Set<number>();

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    startedAt.set(worker, Date.now());
    worker.on('message', (message: unknown) => {
      if (answerMetricsRequest(worker, message) || !isWorkerReady(message)) return;
      everReady = true;
      quickFailures = 0;
      ready.add(worker.id);
      logger.info(`worker ${worker.id} (pid ${worker.process.pid}) is serving`);
      if (!announced && ready.size === config.webConcurrency) {
        announced = true;
        console.log(`\n  CulturaLink is running at ${message.url} (${config.webConcurrency} workers)\n`);
      }
    });
  };

  const shutdown = async (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${reason}, shutting down`);
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    const force = setTimeout(() => {
      logger.warn('workers did not stop in time; killing them');
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, config.drainDelayMs + SHUTDOWN_GRACE_MS);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM'); // each worker drains its own connections (main.ts)
          }),
      ),
    );
    clearTimeout(force);
    if (embedded) removeRuntimeFile(config.dataDir);
    await running.stop().catch((error: unknown) => logger.error('PostgreSQL did not stop cleanly', error));
    process.exit(exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    ready.delete(worker.id);
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!everReady) {
      // no worker ever came up (the port is taken, the web build is unreadable...): restarting would only loop
      logger.error(`worker ${worker.id} failed to start (${how})`);
      void shutdown('CulturaLink failed to start', 1);
      return;
    }
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    const delay = lived >= HEALTHY_LIFETIME_MS ? 0 : Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** quickFailures++);
    logger.warn(`worker ${worker.id} (pid ${worker.process.pid}) exited with ${how}; starting another in ${delay} ms`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  onStopRequest(logger, (reason, exitCode) => void shutdown(reason, exitCode));
  logger.info(`starting ${config.webConcurrency} workers`);
  for (let i = 0; i < config.webConcurrency; i++) fork();
}
