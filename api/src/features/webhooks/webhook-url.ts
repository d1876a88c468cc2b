import { WEBHOOK_URL_MAX_LENGTH } from '@culturalink/common/limits';
import { badInput } from '../../app/errors.js';
import { checkHost, ForbiddenAddressError } from './webhook-address.js';

const refuse = (message: string) => badInput(message, [{ field: 'url', message }]);

/**
 * A webhook's endpoint: an absolute https:// URL without credentials whose host resolves only to public
 * addresses (no loopback, private or link-local network: SSRF). With `allowLoopback` (local development
 * and tests, WEBHOOKS_ALLOW_LOOPBACK) http:// and loopback addresses are accepted too.
 */
export async function checkWebhookUrl(raw: string, allowLoopback: boolean): Promise<string> {
  const text = raw.trim();
  if (!text || text.length > WEBHOOK_URL_MAX_LENGTH)
    throw refuse(`Give an https:// address of at most ${WEBHOOK_URL_MAX_LENGTH} characters.`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse('That is not a web address (https://…).');
  }
  const schemes = allowLoopback ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw refuse('Webhooks are sent over https:// only.');
  if (url.username || url.password) throw refuse('Leave user names and passwords out of the address.');
  if (url.hash) throw refuse('Leave the #fragment out of the address.');
  try {
    await checkHost(url.hostname, allowLoopback);
  } catch (error) {
    if (error instanceof ForbiddenAddressError) throw refuse(error.message);
    throw refuse(`${url.hostname} could not be resolved.`);
  }
  return url.toString();
}
