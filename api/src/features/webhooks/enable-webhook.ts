import type { RequestScope } from '../../app/request-scope.js';
import { ownWebhook } from './own-webhook.js';
import type { Webhook } from './webhook.entity.js';

/**
 * Turns a webhook disabled after repeated failures back on, with a clean failure count. It hears of
 * events logged from now on (what happened while it was off is not sent).
 */
export async function enableWebhook(scope: RequestScope, id: string): Promise<Webhook> {
  const webhook = await ownWebhook(scope, id);
  if (!webhook.disabledAt) return webhook;
  const [{ newest }] = await scope.em.execute<{ newest: string }[]>(
    'select coalesce(max(id), 0)::text as newest from event_log',
  );
  webhook.disabledAt = null;
  webhook.disabledReason = null;
  webhook.consecutiveFailures = 0;
  webhook.sinceEventId = newest;
  await scope.em.flush();
  return webhook;
}
