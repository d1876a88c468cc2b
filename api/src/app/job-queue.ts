import { run, type Runner, type TaskList } from 'graphile-worker';
import { jobQueueLogger } from '../db/job-queue-schema.js';
import { DELIVER_TASK, DISPATCH_TASK } from '../features/webhooks/index.js';
import { deliverWebhook } from '../features/webhooks/index.js';
import { dispatchWebhookEvents } from '../features/webhooks/index.js';
import type { AppServices } from './services.js';

/**
 * The durable job queue: graphile-worker on our PostgreSQL. Jobs are rows of its schema, added in the
 * transaction of the change that needs them (SQL `graphile_worker.add_job`), taken by one worker of any
 * process (`SKIP LOCKED`), kept across restarts, woken by LISTEN/NOTIFY. Its tasks: the webhooks'
 * dispatcher and deliveries (features/webhooks).
 */
export async function startJobQueue(services: AppServices, databaseUrl: string): Promise<Runner> {
  const taskList: TaskList = {
    [DISPATCH_TASK]: async () => dispatchWebhookEvents(services),
    [DELIVER_TASK]: async (payload) => {
      const { deliveryId } = payload as { deliveryId?: unknown };
      if (typeof deliveryId === 'string') await deliverWebhook(services, deliveryId);
    },
  };
  return run({
    connectionString: databaseUrl,
    concurrency: 4,
    maxPoolSize: 5,
    noHandleSignals: true,
    // tries scheduled later are found by polling: as often as the shortest retry wait, at most every 2 s
    pollInterval: Math.max(50, Math.min(2000, services.config.webhookRetryBaseMs)),
    taskList,
    logger: jobQueueLogger(services.logger),
  });
}
