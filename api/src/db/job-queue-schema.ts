import { Logger as WorkerLogger, runMigrations } from 'graphile-worker';
import type { Logger } from '../logger.js';

/** graphile-worker's log lines through ours (its routine chatter at debug level). */
export const jobQueueLogger = (logger: Logger) =>
  new WorkerLogger(() => (level, message, meta) => {
    const line = `job queue: ${message}`;
    if (level === 'error') logger.error(line, meta);
    else if (level === 'warning') logger.warn(line, meta);
    else logger.debug(line, meta);
  });

/**
 * Installs or upgrades the job queue's schema (`graphile_worker`, graphile-worker's own migrations); run by
 * `openDatabase` right after ours, so migration 0062's trigger finds `graphile_worker.add_job`.
 */
export async function migrateJobQueue(databaseUrl: string, logger: Logger): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, logger: jobQueueLogger(logger) });
}
