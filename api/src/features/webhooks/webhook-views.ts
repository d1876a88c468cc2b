import { nameOfKind, type WebhookEventName } from './webhook-event-kinds.js';
import type { WebhookDelivery } from './webhook-delivery.entity.js';
import type { Webhook } from './webhook.entity.js';
import {
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

export const toDeliveryType = (delivery: WebhookDelivery): WebhookDeliveryType => ({
  id: delivery.id,
  event: delivery.kind,
  status: STATUS[delivery.status],
  attempts: delivery.attempts,
  createdAt: delivery.createdAt,
  lastAttemptAt: delivery.lastAttemptAt,
  nextAttemptAt: delivery.nextAttemptAt,
  responseStatus: delivery.responseStatus,
  error: delivery.error,
  durationMs: delivery.durationMs,
});
