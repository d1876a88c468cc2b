import { AppError } from '../app/errors.js';

/**
 * What a credential may do. A personal access token carries the scopes its owner picked; a session
 * from `login` carries every scope its member may hold (ADMIN for administrators only); a guest has
 * every scope and is limited by sign-in checks instead.
 *
 * - READ: queries and subscriptions (GET in REST)
 * - WRITE: mutations (POST, PUT, PATCH, DELETE in REST)
 * - NOTIFICATIONS: every notification field, query, mutation and subscription (instead of READ/WRITE)
 * - ADMIN: administrator operations (on top of READ or WRITE)
 */
export const TOKEN_SCOPES = ['READ', 'WRITE', 'NOTIFICATIONS', 'ADMIN'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const MEMBER_SCOPES: ReadonlySet<TokenScope> = new Set(['READ', 'WRITE', 'NOTIFICATIONS']);
export const ALL_SCOPES: ReadonlySet<TokenScope> = new Set(TOKEN_SCOPES);

/** The scopes a session (or a guest) holds: all a member may hold. */
export const sessionScopes = (viewer: { isAdmin: boolean } | null): ReadonlySet<TokenScope> =>
  viewer && !viewer.isAdmin ? MEMBER_SCOPES : ALL_SCOPES;

export const insufficientScope = (missing: readonly TokenScope[]) =>
  new AppError(
    'INSUFFICIENT_SCOPE',
    `This token lacks the scope${missing.length > 1 ? 's' : ''} ${missing.join(', ')} needed here.`,
    { requiredScopes: [...missing] },
  );

/** Throws INSUFFICIENT_SCOPE unless the request's credential holds every one of `needed`. */
export function requireScopes(held: ReadonlySet<TokenScope>, needed: Iterable<TokenScope>): void {
  const missing = [...new Set(needed)].filter((scope) => !held.has(scope));
  if (missing.length > 0) throw insufficientScope(missing);
}
