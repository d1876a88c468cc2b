import { notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { isUuid } from '../../kernel/ids.js';
import { requireMember } from '../../kernel/guards.js';
import { announceRevokedSessions } from '../accounts/index.js';
import { AccessToken } from './access-token.entity.js';

/** Revokes one of the signed-in member's tokens: it stops working at once and its open sockets close (4403). */
export async function revokeAccessToken(scope: RequestScope, id: string): Promise<string> {
  const viewer = requireMember(scope);
  const token = isUuid(id)
    ? await scope.em.findOne(AccessToken, { id, user: viewer, revokedAt: null, app: null })
    : null;
  if (!token) throw notFound('No such access token.');
  token.revokedAt = new Date();
  await scope.em.flush();
  // Sockets are tracked by credential id, sessions and tokens alike.
  await announceRevokedSessions(scope.services, [token.id]);
  return token.id;
}
