import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../../app/services.js';
import type { TokenScope } from '../../kernel/token-scopes.js';
import { mayHear, type LogRow } from './webhook-audience.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { queueDelivery, queueDispatch } from './webhook-jobs.js';
import { DELIVERY_LOG_DAYS } from './webhook-limits.js';
import { deliveryPayload } from './webhook-payload.js';
import { Webhook } from './webhook.entity.js';

const BATCH = 200;
const BATCHES_PER_RUN = 20;

/**
 * The dispatcher (graphile-worker task `webhook_dispatch`, queued by the event log's trigger): reads the
 * events logged after its position (`webhook_cursor`), makes a delivery for every active webhook that
 * hears of the event's kind and whose owner may see it (webhook-audience.ts), queues a try of each, and
 * moves its position, all in one transaction: an event is fanned out exactly once, whichever process
 * runs the task. Event ids become visible in id order (migration 0030), so nothing is skipped.
 */
export async function dispatchWebhookEvents(services: AppServices): Promise<void> {
  for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
    const more = await services.orm.em.fork().transactional((em) => dispatchBatch(em));
    if (!more) return;
  }
  await queueDispatch(services.orm.em.fork()); // a long backlog: carry on in a new run
}

async function dispatchBatch(em: EntityManager): Promise<boolean> {
  const [position] = await em.execute<{ last: string; newest: string }[]>(
    `select c.last_event_id::text as last, (select coalesce(max(id), 0) from event_log)::text as newest
       from webhook_cursor c where c.id = 1 for update`,
  );
  const webhooks = await em.find(Webhook, { disabledAt: null }, { populate: ['owner'] });
  let from = BigInt(position.last);
  if (webhooks.length > 0) {
    // after a quiet spell without webhooks, skip what no webhook may hear of
    const since = webhooks.map((w) => BigInt(w.sinceEventId));
    const oldest = since.reduce((low, id) => (id < low ? id : low));
    if (oldest > from) from = oldest;
  }
  const kinds = [...new Set(webhooks.flatMap((w) => w.kinds))];
  const rows =
    kinds.length === 0
      ? []
      : await em.execute<
          { id: string; kind: string; subject: Record<string, unknown>; audience: string; created_at: Date }[]
        >(
          `select id::text as id, kind, subject, audience, created_at from event_log
            where id > ? and id <= ? and kind = any(?::text[]) order by id limit ?`,
          [from.toString(), position.newest, `{${kinds.map((k) => `"${k}"`).join(',')}}`, BATCH],
        );
  for (const row of rows) {
    const event: LogRow = { ...row, createdAt: new Date(row.created_at) };
    for (const webhook of webhooks) {
      if (!webhook.kinds.includes(event.kind) || BigInt(event.id) <= BigInt(webhook.sinceEventId)) continue;
      if (!(await mayHear(em, webhook.owner, new Set(webhook.scopes as TokenScope[]), event))) continue;
      const delivery = em.create(WebhookDelivery, {
        webhook,
        eventId: event.id,
        kind: event.kind,
        status: 'pending',
        payload: {},
      });
      delivery.payload = deliveryPayload(
        delivery,
        webhook.id,
        { cursor: event.id, createdAt: event.createdAt },
        event.subject,
      );
      await em.flush();
      await queueDelivery(em, delivery.id);
    }
  }
  const more = rows.length === BATCH;
  const reached = more ? rows[rows.length - 1].id : position.newest;
  await em.execute('update webhook_cursor set last_event_id = greatest(last_event_id, ?::bigint) where id = 1', [
    reached,
  ]);
  if (!more)
    await em.execute(`delete from webhook_delivery where created_at < now() - make_interval(days => ?)`, [
      DELIVERY_LOG_DAYS,
    ]);
  return more;
}
