import type { WebhookDelivery } from './webhook-delivery.entity.js';

/**
 * The JSON body of a delivery: its id (also the `CulturaLink-Delivery` header, the same on every try, so a
 * receiver can drop repeats), the event's kind and cursor in the log, when it happened, and its subject
 * (ids only: the receiver reads the data with its own token, under its own rights).
 */
export const deliveryPayload = (
  delivery: Pick<WebhookDelivery, 'id' | 'kind'>,
  webhookId: string,
  event: { cursor: string; createdAt: Date } | null,
  data: Record<string, unknown>,
): Record<string, unknown> => ({
  id: delivery.id,
  event: delivery.kind,
  webhookId,
  cursor: event?.cursor ?? null,
  occurredAt: (event?.createdAt ?? new Date()).toISOString(),
  data,
});
