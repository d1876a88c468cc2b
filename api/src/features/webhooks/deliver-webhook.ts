import http from 'node:http';
import { LockMode } from '@mikro-orm/core';
import https from 'node:https';
import type { AppServices } from '../../app/services.js';
import { guardedLookup, isAllowedAddress } from './webhook-address.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { Webhook } from './webhook.entity.js';
import { WEBHOOK_TEST_KIND } from './webhook-event-kinds.js';
import { queueDelivery } from './webhook-jobs.js';
import {
  DELIVERY_TIMEOUT_MS,
  DISABLE_AFTER_FAILED_DELIVERIES,
  MAX_DELIVERY_TRIES,
  retryDelayMs,
} from './webhook-limits.js';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature.js';

interface TryResult {
  status: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * One try of one delivery (graphile-worker task `webhook_deliver`): POSTs the payload, signed, to the
 * webhook's URL and logs how it went. A 2xx answer is a success; anything else (another status, a
 * redirect, no answer within 10 s, an address that is not allowed) is a failed try, retried after
 * retryDelayMs up to MAX_DELIVERY_TRIES tries (a test delivery: one try). A delivery whose every try
 * failed counts against the webhook, which is disabled after DISABLE_AFTER_FAILED_DELIVERIES in a row.
 */
export async function deliverWebhook(services: AppServices, deliveryId: string): Promise<void> {
  const em = services.orm.em.fork();
  const delivery = await em.findOne(WebhookDelivery, { id: deliveryId }, { populate: ['webhook', 'webhook.secret'] });
  if (!delivery || delivery.status !== 'pending') return;
  const webhook = delivery.webhook;
  const isTest = delivery.kind === WEBHOOK_TEST_KIND;
  if (webhook.disabledAt && !isTest) {
    delivery.status = 'failed';
    delivery.error = 'Not sent: the webhook was disabled.';
    delivery.nextAttemptAt = null;
    await em.flush();
    return;
  }

  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const result = await post(
    webhook.url,
    body,
    {
      'content-type': 'application/json',
      'user-agent': 'CulturaLink-Webhooks/1',
      [SIGNATURE_HEADER]: signatureHeader(webhook.secret, timestamp, body),
      'CulturaLink-Event': delivery.kind,
      'CulturaLink-Delivery': delivery.id,
    },
    services.config.webhooksAllowLoopback,
  );

  delivery.attempts += 1;
  delivery.lastAttemptAt = new Date();
  delivery.responseStatus = result.status;
  delivery.durationMs = result.durationMs;
  delivery.error = result.error?.slice(0, 500) ?? null;
  const maxTries = isTest ? 1 : MAX_DELIVERY_TRIES;
  // the outcome and the next try's job commit together
  await em.begin();
  try {
    const settled = result.error === null || delivery.attempts >= maxTries;
    // Deliveries of one webhook end concurrently: its failure count is read again under a row lock, so none is lost.
    if (settled && !isTest)
      await em.findOneOrFail(Webhook, { id: webhook.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (result.error === null) {
      delivery.status = 'succeeded';
      delivery.nextAttemptAt = null;
      if (!isTest) webhook.consecutiveFailures = 0;
    } else if (delivery.attempts < maxTries) {
      delivery.nextAttemptAt = new Date(
        Date.now() + retryDelayMs(services.config.webhookRetryBaseMs, delivery.attempts),
      );
      await queueDelivery(em, delivery.id, delivery.nextAttemptAt);
    } else {
      delivery.status = 'failed';
      delivery.nextAttemptAt = null;
      if (!isTest) {
        webhook.consecutiveFailures += 1;
        if (webhook.consecutiveFailures >= DISABLE_AFTER_FAILED_DELIVERIES && !webhook.disabledAt) {
          webhook.disabledAt = new Date();
          webhook.disabledReason =
            `Disabled after ${webhook.consecutiveFailures} deliveries in a row failed every try (last: ${delivery.error}).`.slice(
              0,
              300,
            );
        }
      }
    }
    await em.commit();
  } catch (error) {
    await em.rollback();
    throw error;
  }
}

/** POSTs `body` and reads the status only (no redirect followed, the answer's body is not read). */
function post(
  target: string,
  body: string,
  headers: Record<string, string>,
  allowLoopback: boolean,
): Promise<TryResult> {
  const started = Date.now();
  const done = (status: number | null, error: string | null): TryResult => ({
    status,
    error,
    durationMs: Date.now() - started,
  });
  const url = new URL(target);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // an IP written in the URL is never looked up: check it here (names are checked as they are resolved)
  if (/^[\d.]+$|:/.test(host) && !isAllowedAddress(host, allowLoopback))
    return Promise.resolve(done(null, `${host} is an address webhooks may not reach.`));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: guardedLookup(allowLoopback),
        timeout: DELIVERY_TIMEOUT_MS,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        response.resume();
        request.destroy();
        resolve(done(status, status >= 200 && status < 300 ? null : `Answered HTTP ${status}.`));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${DELIVERY_TIMEOUT_MS / 1000} s.`)));
    request.on('error', (error) => resolve(done(null, error.message)));
    request.end(body);
  });
}
