import type { RequestScope } from '../../app/request-scope.js';
import { isUuid } from '../../kernel/ids.js';
import { requireMember } from '../../kernel/guards.js';
import { decodeCursor, pageSize, toPage } from '../../kernel/paging.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { Webhook } from './webhook.entity.js';

/** The signed-in member's webhooks, newest first (at most MAX_WEBHOOKS: creating more is refused). */
export async function listWebhooks(scope: RequestScope): Promise<Webhook[]> {
  const owner = requireMember(scope);
  return scope.em.find(Webhook, { owner }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** One of the signed-in member's webhooks, as `webhooks` lists it; null for a guest, anyone else's or none. */
export async function findOwnWebhook(scope: RequestScope, id: string): Promise<Webhook | null> {
  if (!scope.viewer || !isUuid(id)) return null;
  return scope.em.findOne(Webhook, { id, owner: scope.viewer.id });
}

/** A delivery of one of the signed-in member's webhooks; null for a guest, anyone else's or none. */
export async function findOwnDelivery(scope: RequestScope, id: string): Promise<WebhookDelivery | null> {
  if (!scope.viewer || !isUuid(id)) return null;
  return scope.em.findOne(WebhookDelivery, { id, webhook: { owner: scope.viewer.id } });
}

/**
 * A page of a webhook's delivery log, newest first (`first` 1 to 50, default 20; `after` a cursor of an earlier
 * page). The webhook was read through its owner's rule already (the field of a visible `Webhook`).
 */
export async function listDeliveries(
  scope: RequestScope,
  webhookId: string,
  page: { first?: number | null; after?: string | null } = {},
): Promise<{ nodes: WebhookDelivery[]; hasNextPage: boolean }> {
  const size = pageSize(page.first);
  const after = decodeCursor(page.after);
  const rows = await scope.em.find(
    WebhookDelivery,
    {
      webhook: webhookId,
      ...(after
        ? {
            $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, id: { $lt: after.id } }],
          }
        : {}),
    },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size + 1 },
  );
  return toPage(rows, size);
}

/** The newest delivery of a webhook, if any. */
export async function lastDelivery(scope: RequestScope, webhookId: string): Promise<WebhookDelivery | null> {
  const [last] = await scope.em.find(
    WebhookDelivery,
    { webhook: webhookId },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 1 },
  );
  return last ?? null;
}
