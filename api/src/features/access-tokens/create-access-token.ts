import { ACCESS_TOKENS_MAX, ACCESS_TOKEN_NAME_MAX_LENGTH } from '@culturalink/common/limits';
import { badInput, forbidden } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { TOKEN_SCOPES, type TokenScope } from '../../kernel/token-scopes.js';
import { hashToken } from '../accounts/index.js';
import { AccessToken } from './access-token.entity.js';
import { newAccessTokenSecret } from './access-token-secret.js';

export interface CreateAccessTokenInput {
  name: string;
  scopes: readonly string[];
  expiresAt?: Date | null;
}

/**
 * Creates a personal access token for the signed-in member and returns the only copy of its secret.
 * Tokens are created by a signed-in session only: a token cannot mint tokens.
 */
export async function createAccessToken(
  scope: RequestScope,
  input: CreateAccessTokenInput,
): Promise<{ accessToken: AccessToken; secret: string }> {
  const viewer = requireMember(scope);
  if (scope.accessToken) throw forbidden('Access tokens are created from a signed-in session, not with a token.');
  const name = input.name.trim();
  if (!name || name.length > ACCESS_TOKEN_NAME_MAX_LENGTH)
    throw badInput(`Give the token a name of 1 to ${ACCESS_TOKEN_NAME_MAX_LENGTH} characters.`, [
      { field: 'name', message: `1 to ${ACCESS_TOKEN_NAME_MAX_LENGTH} characters.` },
    ]);
  const scopes = [...new Set(input.scopes)] as TokenScope[];
  if (scopes.length === 0 || scopes.some((s) => !TOKEN_SCOPES.includes(s)))
    throw badInput('Pick at least one scope.', [{ field: 'scopes', message: 'Pick at least one scope.' }]);
  if (scopes.includes('ADMIN') && !viewer.isAdmin) throw forbidden('Only administrators may create ADMIN tokens.');
  if (input.expiresAt && input.expiresAt.getTime() <= Date.now())
    throw badInput('The expiry must be in the future.', [{ field: 'expiresAt', message: 'Must be in the future.' }]);
  const live = await scope.em.count(AccessToken, { user: viewer, revokedAt: null, app: null });
  if (live >= ACCESS_TOKENS_MAX) throw badInput(`At most ${ACCESS_TOKENS_MAX} tokens; revoke one first.`);

  const secret = newAccessTokenSecret();
  const accessToken = scope.em.create(AccessToken, {
    user: viewer,
    name,
    scopes: TOKEN_SCOPES.filter((s) => scopes.includes(s)),
    tokenHash: hashToken(secret),
    secretStart: secret.slice(0, 10),
    expiresAt: input.expiresAt ?? null,
  });
  await scope.em.flush();
  return { accessToken, secret };
}
