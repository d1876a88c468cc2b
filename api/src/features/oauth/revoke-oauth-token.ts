import type { AppServices } from '../../app/services.js';
import { hashToken } from '../accounts/index.js';
import { AccessToken } from '../access-tokens/access-token.entity.js';
import { OAUTH_ACCESS_TOKEN_PREFIX } from '../access-tokens/index.js';
import { authenticatedClient } from './client-credentials.js';
import { OAuthRefreshToken } from './oauth-refresh-token.entity.js';
import { REFRESH_TOKEN_PREFIX } from './oauth-secrets.js';
import { announceRevokedSessions } from '../accounts/index.js';
import { revokeGrants } from './revoke-grants.js';

/**
 * RFC 7009 token revocation by the app itself: the app authenticates as on the token endpoint (a public app
 * by its client id). An access token dies alone (its sockets close); a refresh token takes its whole grant
 * with it. A token that is unknown, already dead or another app's is answered the same (200), as the RFC asks.
 */
export async function revokeOAuthToken(
  services: AppServices,
  authorization: string | undefined,
  body: Record<string, string>,
): Promise<'revoked' | 'invalid_client' | 'invalid_request'> {
  const em = services.orm.em.fork();
  const client = await authenticatedClient(em, authorization, body);
  if (!client) return 'invalid_client';
  const token = body.token;
  if (!token) return 'invalid_request';
  if (token.startsWith(OAUTH_ACCESS_TOKEN_PREFIX)) {
    const row = await em.findOne(AccessToken, { tokenHash: hashToken(token), app: client.appId, revokedAt: null });
    if (row) {
      row.revokedAt = new Date();
      await em.flush();
      await announceRevokedSessions(services, [row.id]);
    }
  } else if (token.startsWith(REFRESH_TOKEN_PREFIX)) {
    const row = await em.findOne(OAuthRefreshToken, { tokenHash: hashToken(token), app: client.appId });
    if (row) await revokeGrants(services, em, { grantId: row.grantId });
  }
  return 'revoked';
}
