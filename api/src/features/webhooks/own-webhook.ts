import { notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { isUuid } from '../../kernel/ids.js';
import { requireMember } from '../../kernel/guards.js';
import { Webhook } from './webhook.entity.js';

/** One of the signed-in member's webhooks; NOT_FOUND for anyone else's (their existence is not told). */
export async function ownWebhook(scope: RequestScope, id: string): Promise<Webhook> {
  const owner = requireMember(scope);
  const webhook = isUuid(id) ? await scope.em.findOne(Webhook, { id, owner }) : null;
  if (!webhook) throw notFound('No such webhook.');
  return webhook;
}
