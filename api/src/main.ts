import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WorkerReady } from './cluster-primary.js';
import { loadConfigOrExit } from './config.js';
import type { RunningDatabase } from './db/embedded-postgres.js';
import { removeRuntimeFile, writeRuntimeFile } from './db/runtime-file.js';
import { createLogger } from './logger.js';
import { onStopRequest } from './stop-requests.js';

// Settings first: a bad value stops the process before the app's modules are even loaded.
const config = loadConfigOrExit();
const logger = createLogger(config.logLevel);

if (config.webConcurrency > 1 && cluster.isPrimary) {
  // WEB_CONCURRENCY > 1: this process owns the database and the port; workers run this file again (below).
  const { runPrimary } = await import('./cluster-primary.js');
  await runPrimary({ config, logger, workerFile: fileURLToPath(import.meta.url) });
} else {
  await serve();
}

/** One whole app in this process: alone (WEB_CONCURRENCY=1), or as a worker of the primary (cluster-primary.ts). */
async function serve() {
  const { startApp } = await import('./app/create-app.js');
  const { startEmbeddedPostgres } = await import('./db/embedded-postgres.js');
  const { openDatabase, poolSettingsOf } = await import('./db/orm.js');
  // A worker is handed the primary's database in DATABASE_URL; the primary already applied the migrations.
  const worker = cluster.isWorker;

  let database: RunningDatabase | null = null;
  let shuttingDown = false;
  const stopDatabase = () =>
    (database?.stop() ?? Promise.resolve()).catch((error: unknown) =>
      logger.error('PostgreSQL did not stop cleanly', error),
    );

  async function boot() {
    if (config.databaseUrl) {
      database = { url: config.databaseUrl, stop: async () => undefined };
    } else {
      database = await startEmbeddedPostgres({
        clusterDir: path.join(config.dataDir, 'postgres'),
        database: 'culturalink',
        logger,
      });
      logger.info(`Embedded PostgreSQL is running with its data in ${path.join(config.dataDir, 'postgres')}`);
      writeRuntimeFile(config.dataDir, { databaseUrl: database.url, pid: process.pid }); // lets the CLI reach this database
    }
    const orm = await openDatabase(database.url, logger, { migrate: !worker, pool: poolSettingsOf(config) });
    const app = await startApp({ config, logger, orm, databaseUrl: database.url });

    const shutdown = async (reason: string, exitCode: number) => {
      if (shuttingDown) return;
      shuttingDown = true;
      logger.info(`${reason}, shutting down`);
      if (!config.databaseUrl) removeRuntimeFile(config.dataDir);
      // Whatever hangs, PostgreSQL is stopped before the process ends.
      const force = setTimeout(() => void stopDatabase().finally(() => process.exit(1)), config.drainDelayMs + 15_000);
      force.unref();
      try {
        await app.close();
        await orm.close();
      } catch (error) {
        logger.error('the app did not close cleanly', error);
        exitCode ||= 1;
      } finally {
        await stopDatabase();
        process.exit(exitCode);
      }
    };
    onStopRequest(logger, (reason, exitCode) => void shutdown(reason, exitCode));

    if (worker) {
      const ready: WorkerReady = { type: 'culturalink:ready', url: app.url };
      process.send?.(ready);
    } else console.log(`\n  CulturaLink is running at ${app.url}\n`);
  }

  await boot().catch(async (error) => {
    logger.error('CulturaLink failed to start', error);
    await stopDatabase();
    if (!config.databaseUrl) removeRuntimeFile(config.dataDir);
    process.exit(1);
  });
}
