import type { EntityManager } from '@mikro-orm/postgresql';

/** The graphile-worker task that fans events of the log out into deliveries (queued by migration 0062's trigger). */
export const DISPATCH_TASK = 'webhook_dispatch';
/** The graphile-worker task that makes one try of one delivery. */
export const DELIVER_TASK = 'webhook_deliver';

/**
 * Queues a try of a delivery in the transaction of `em` (so it exists if and only if the delivery does),
 * now or at `runAt`. graphile-worker retries a task that crashed at most 3 times; failed tries of the
 * endpoint are scheduled by deliver-webhook.ts itself.
 */
export async function queueDelivery(em: EntityManager, deliveryId: string, runAt: Date | null = null): Promise<void> {
  await em.execute(
    `select graphile_worker.add_job(?, json_build_object('deliveryId', ?::text), run_at := coalesce(?::timestamptz, now()), max_attempts := 3)`,
    [DELIVER_TASK, deliveryId, runAt?.toISOString() ?? null],
  );
}

/** Queues the dispatcher (one queued at a time, by its job key). */
export async function queueDispatch(em: EntityManager): Promise<void> {
  await em.execute(`select graphile_worker.add_job(?, '{}'::json, job_key := ?)`, [DISPATCH_TASK, DISPATCH_TASK]);
}
