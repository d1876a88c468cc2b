import type { RequestScope } from '../../app/request-scope.js';
import { ownWebhook } from './own-webhook.js';

/** Deletes one of the member's webhooks with its delivery log; tries still queued find nothing and stop. */
export async function deleteWebhook(scope: RequestScope, id: string): Promise<string> {
  const webhook = await ownWebhook(scope, id);
  await scope.em.remove(webhook).flush();
  return id;
}
