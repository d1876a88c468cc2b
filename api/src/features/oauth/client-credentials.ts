import type { EntityManager } from '@mikro-orm/postgresql';
import { findClient, type OAuthClient } from './oauth-model.js';

/** `Authorization: Basic base64(urlencoded id ":" urlencoded secret)` (RFC 6749 §2.3.1), if sent. */
export function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = /^basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const text = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  try {
    return { id: decode(text.slice(0, colon)), secret: decode(text.slice(colon + 1)) };
  } catch {
    return null;
  }
}

/**
 * The app calling the revocation or introspection endpoint, authenticated as on the token endpoint: HTTP Basic
 * or `client_id`/`client_secret` in the form; a public app by its client id alone. Null when that fails.
 */
export function authenticatedClient(
  em: EntityManager,
  authorization: string | undefined,
  body: Record<string, string>,
): Promise<OAuthClient | null> {
  const basic = basicCredentials(authorization);
  return findClient(em, basic?.id ?? body.client_id, basic ? basic.secret : body.client_secret, true);
}
