import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { Webhook } from './webhook.entity.js';

/** The signed-in member's webhooks, newest first. */
export async function listWebhooks(scope: RequestScope): Promise<Webhook[]> {
  const owner = requireMember(scope);
  return scope.em.find(Webhook, { owner }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** A webhook's delivery log, newest first. */
export async function listDeliveries(scope: RequestScope, webhook: Webhook, first: number): Promise<WebhookDelivery[]> {
  return scope.em.find(WebhookDelivery, { webhook }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: first });
}
