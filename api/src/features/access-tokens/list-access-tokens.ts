import type { RequestScope } from '../../app/request-scope.js';
import { isUuid } from '../../kernel/ids.js';
import { requireMember } from '../../kernel/guards.js';
import { AccessToken } from './access-token.entity.js';

/**
 * The signed-in member's personal tokens that are not revoked (expired ones included, to be cleaned up), newest
 * first: at most ACCESS_TOKENS_MAX, as creating one more is refused. Tokens issued to OAuth apps are listed under
 * the authorized apps instead.
 */
export async function listAccessTokens(scope: RequestScope): Promise<AccessToken[]> {
  const viewer = requireMember(scope);
  return scope.em.find(
    AccessToken,
    { user: viewer, revokedAt: null, app: null },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
}

/**
 * One of the signed-in member's personal tokens as `accessTokens` lists it (not revoked, not an app's); null for
 * a guest, anyone else's token, a revoked one or an id that names none: the same rule as the list.
 */
export async function findOwnAccessToken(scope: RequestScope, id: string): Promise<AccessToken | null> {
  if (!scope.viewer || !isUuid(id)) return null;
  return scope.em.findOne(AccessToken, { id, user: scope.viewer.id, revokedAt: null, app: null });
}
