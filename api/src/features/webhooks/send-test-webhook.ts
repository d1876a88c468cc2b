import type { RequestScope } from '../../app/request-scope.js';
import { ownWebhook } from './own-webhook.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { Webhook } from './webhook.entity.js';
import { WEBHOOK_TEST_KIND } from './webhook-event-kinds.js';
import { queueDelivery } from './webhook-jobs.js';
import { deliveryPayload } from './webhook-payload.js';

/**
 * Queues a test delivery (kind `webhook.test`) to one of the member's webhooks, disabled or not: one try,
 * not counted among failures, shown in the delivery log like any other.
 */
export async function sendTestWebhook(scope: RequestScope, id: string): Promise<WebhookDelivery> {
  const webhook = await ownWebhook(scope, id);
  return scope.em.transactional(async (em) => {
    const delivery = em.create(WebhookDelivery, {
      webhook: em.getReference(Webhook, webhook.id),
      kind: WEBHOOK_TEST_KIND,
      status: 'pending',
      payload: {},
    });
    delivery.payload = deliveryPayload(delivery, webhook.id, null, {
      message: 'A test delivery from CulturaLink: your endpoint is reachable and the signature checks out.',
    });
    await em.flush();
    await queueDelivery(em, delivery.id);
    return delivery;
  });
}
