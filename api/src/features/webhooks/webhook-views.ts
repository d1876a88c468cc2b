import { nameOfKind, WEBHOOK_TEST_KIND, type WebhookEventName } from './webhook-event-kinds.js';
import type { WebhookDelivery } from './webhook-delivery.entity.js';
import type { Webhook } from './webhook.entity.js';
import {
  WebhookDeliveryEvent,
  WebhookDeliveryStatus,
  type WebhookDeliveryType,
  type WebhookEvent,
  type WebhookType,
} from './webhooks.types.js';

export const toWebhookType = (webhook: Webhook): WebhookType => ({
  id: webhook.id,
  url: webhook.url,
  events: webhook.kinds.map(nameOfKind).filter((n): n is WebhookEventName => !!n) as WebhookEvent[],
  createdAt: webhook.createdAt,
  active: webhook.disabledAt === null,
  disabledAt: webhook.disabledAt,
  disabledReason: webhook.disabledReason,
  consecutiveFailures: webhook.consecutiveFailures,
});

const STATUS = {
  pending: WebhookDeliveryStatus.PENDING,
  succeeded: WebhookDeliveryStatus.SUCCEEDED,
  failed: WebhookDeliveryStatus.FAILED,
} as const;

/** What a delivery carries, by the name the API gives it (the log's kinds are a closed set: see webhook-event-kinds.ts). */
function deliveryEventOf(kind: string): WebhookDeliveryEvent {
  if (kind === WEBHOOK_TEST_KIND) return WebhookDeliveryEvent.WEBHOOK_TEST;
  const name = nameOfKind(kind);
  if (!name) throw new Error(`A webhook delivery of an unknown kind: ${kind}.`);
  return WebhookDeliveryEvent[name];
}

export const toDeliveryType = (delivery: WebhookDelivery): WebhookDeliveryType => ({
  id: delivery.id,
  event: deliveryEventOf(delivery.kind),
  status: STATUS[delivery.status],
  attempts: delivery.attempts,
  createdAt: delivery.createdAt,
  lastAttemptAt: delivery.lastAttemptAt,
  nextAttemptAt: delivery.nextAttemptAt,
  responseStatus: delivery.responseStatus,
  error: delivery.error,
  durationMs: delivery.durationMs,
});
