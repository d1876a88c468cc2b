import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { AccessToken } from './access-token.entity.js';

/**
 * The signed-in member's personal tokens that are not revoked (expired ones included, to be cleaned up), newest
 * first. Tokens issued to OAuth apps are listed under the authorized apps instead.
 */
export async function listAccessTokens(scope: RequestScope): Promise<AccessToken[]> {
  const viewer = requireMember(scope);
  return scope.em.find(
    AccessToken,
    { user: viewer, revokedAt: null, app: null },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
}
