import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { AccessToken } from './access-token.entity.js';

/** The signed-in member's tokens that are not revoked (expired ones included, to be cleaned up), newest first. */
export async function listAccessTokens(scope: RequestScope): Promise<AccessToken[]> {
  const viewer = requireMember(scope);
  return scope.em.find(AccessToken, { user: viewer, revokedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}
