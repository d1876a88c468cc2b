import { badInput, forbidden } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { hasAdminRights, requireMember } from '../../kernel/guards.js';
import { insufficientScope } from '../../kernel/token-scopes.js';
import { MAX_WEBHOOKS } from './webhook-limits.js';
import { Webhook } from './webhook.entity.js';
import { WEBHOOK_EVENT_KINDS, WEBHOOK_EVENT_NAMES, type WebhookEventName } from './webhook-event-kinds.js';
import { newWebhookSecret } from './webhook-signature.js';
import { checkWebhookUrl } from './webhook-url.js';

export interface CreateWebhookInput {
  url: string;
  events: readonly string[];
}

/**
 * Registers an endpoint for the signed-in member and returns the only copy of its signing secret. It hears
 * of events logged from now on, of the kinds picked, that its owner may see with what this request's
 * credential may do (a token without NOTIFICATIONS cannot pick NOTIFICATION_CREATED; report kinds need
 * administrator rights).
 */
export async function createWebhook(
  scope: RequestScope,
  input: CreateWebhookInput,
): Promise<{ webhook: Webhook; secret: string }> {
  const owner = requireMember(scope);
  const events = [...new Set(input.events)] as WebhookEventName[];
  if (events.length === 0 || events.some((e) => !WEBHOOK_EVENT_NAMES.includes(e)))
    throw badInput('Pick at least one event.', [{ field: 'events', message: 'Pick at least one event.' }]);
  for (const name of events) {
    const needed = WEBHOOK_EVENT_KINDS[name].scope;
    if (needed === 'ADMIN') {
      if (!owner.isAdmin) throw forbidden(`Only administrators may hear of ${name}.`);
      if (!hasAdminRights(scope)) throw insufficientScope(['ADMIN']);
    } else if (!scope.scopes.has(needed)) throw insufficientScope([needed]);
  }
  const url = await checkWebhookUrl(input.url, scope.services.config.webhooksAllowLoopback);
  const count = await scope.em.count(Webhook, { owner });
  if (count >= MAX_WEBHOOKS) throw badInput(`At most ${MAX_WEBHOOKS} webhooks; delete one first.`);
  const [{ newest }] = await scope.em.execute<{ newest: string }[]>(
    'select coalesce(max(id), 0)::text as newest from event_log',
  );
  const secret = newWebhookSecret();
  const webhook = scope.em.create(Webhook, {
    owner,
    url,
    secret,
    kinds: WEBHOOK_EVENT_NAMES.filter((n) => events.includes(n)).map((n) => WEBHOOK_EVENT_KINDS[n].kind),
    scopes: [...scope.scopes],
    sinceEventId: newest,
  });
  await scope.em.flush();
  return { webhook, secret };
}
