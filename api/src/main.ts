import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WorkerReady } from './cluster-primary.js';
import { loadConfigOrExit } from './config.js';
import type { RunningDatabase } from './db/embedded-postgres.js';
import { removeRuntimeFile, writeRuntimeFile } from './db/runtime-file.js';
import { createLogger } from './logger.js';

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
  const { openDatabase } = await import('./db/orm.js');
  // A worker is handed the primary's database in DATABASE_URL; the primary already applied the migrations.
  const worker = cluster.isWorker;

  let database: RunningDatabase | null = null;
  let shuttingDown = false;

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
    const orm = await openDatabase(database.url, logger, { migrate: !worker });
    const app = await startApp({ config, logger, orm, databaseUrl: database.url });

    const shutdown = async (signal: string) => {
      if (shuttingDown) return;
      shuttingDown = true;
      logger.info(`${signal} received, shutting down`);
      if (!config.databaseUrl) removeRuntimeFile(config.dataDir);
      const force = setTimeout(() => process.exit(1), 15_000);
      force.unref();
      try {
        await app.close();
        await orm.close();
        await database?.stop();
      } finally {
        process.exit(0);
      }
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    if (worker) {
      const ready: WorkerReady = { type: 'culturalink:ready', url: app.url };
      process.send?.(ready);
    } else console.log(`\n  CulturaLink is running at ${app.url}\n`);
  }

  await boot().catch(async (error) => {
    logger.error('CulturaLink failed to start', error);
    await database?.stop().catch(() => undefined);
    if (!config.databaseUrl) removeRuntimeFile(config.dataDir);
    process.exit(1);
  });
}
