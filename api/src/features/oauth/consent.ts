import type { RequestScope } from '../../app/request-scope.js';
import type { TokenScope } from '../../kernel/token-scopes.js';
import type { OAuthApp } from './oauth-app.entity.js';
import { OAuthRefreshToken } from './oauth-refresh-token.entity.js';

/**
 * Whether the signed-in member already allowed this app these scopes: one of their grants to it is still alive
 * (an unrevoked, unexpired refresh token) and covers every scope asked for. The consent is remembered exactly as
 * long as the grant: "Revoke" under Settings → Authorized apps (or the app's own revocation) forgets it.
 */
export async function hasLiveConsent(scope: RequestScope, app: OAuthApp, scopes: readonly TokenScope[]) {
  const grants = await scope.em.find(
    OAuthRefreshToken,
    { app, user: scope.viewer!, revokedAt: null, expiresAt: { $gt: new Date() } },
    { fields: ['scopes'] },
  );
  return grants.some((grant) => scopes.every((wanted) => grant.scopes.includes(wanted)));
}
