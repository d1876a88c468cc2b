import type { TokenScope } from '../../kernel/token-scopes.js';

/**
 * The scopes an app may ask for, as OAuth scope strings (space-separated in `scope`), and the token scope each
 * grants. ADMIN is never given to an app: administrators act through their own session or personal tokens.
 */
export const OAUTH_SCOPES: Readonly<Record<string, TokenScope>> = {
  read: 'READ',
  write: 'WRITE',
  notifications: 'NOTIFICATIONS',
};

/** Asked for when a request names no scope. */
export const DEFAULT_OAUTH_SCOPES: readonly TokenScope[] = ['READ'];

const ORDER: readonly TokenScope[] = ['READ', 'WRITE', 'NOTIFICATIONS'];

/** The token scopes of OAuth scope strings in a fixed order, or null if one is unknown. */
export function tokenScopesOf(names: readonly string[] | undefined | null): TokenScope[] | null {
  if (!names || names.length === 0) return [...DEFAULT_OAUTH_SCOPES];
  const scopes = new Set<TokenScope>();
  for (const name of names) {
    const scope = Object.hasOwn(OAUTH_SCOPES, name) ? OAUTH_SCOPES[name] : undefined;
    if (!scope) return null;
    scopes.add(scope);
  }
  return ORDER.filter((scope) => scopes.has(scope));
}

/** The OAuth scope strings of token scopes. */
export const oauthScopeNames = (scopes: readonly TokenScope[]): string[] => scopes.map((scope) => scope.toLowerCase());

/** Splits a `scope` parameter (space-separated) into its names. */
export const splitScope = (scope: string | null | undefined): string[] => (scope ?? '').split(/\s+/).filter(Boolean);
