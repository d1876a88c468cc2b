import { forbidden, unauthenticated } from '../app/errors.js';
import type { RequestScope } from '../app/request-scope.js';
import { requireScopes } from './token-scopes.js';

type Viewer = NonNullable<RequestScope['viewer']>;

/** Who asks: the viewer and what their credential may do. Privacy rules take this, not the bare viewer. */
export type Asker = Pick<RequestScope, 'viewer' | 'scopes'>;

/**
 * Whether this request may use administrator rights (see everything, act on anyone): an administrator
 * whose credential holds ADMIN. An administrator's token without ADMIN acts as a member. Every
 * administrator check, privacy bypasses included, goes through here or `requireAdmin`.
 */
export function hasAdminRights(asker: Asker): boolean {
  return !!asker.viewer?.isAdmin && asker.scopes.has('ADMIN');
}

/** The signed-in member of this request, or UNAUTHENTICATED. */
export function requireMember(scope: RequestScope): Viewer {
  if (!scope.viewer) throw unauthenticated();
  return scope.viewer;
}

/** The signed-in administrator: UNAUTHENTICATED for guests, FORBIDDEN for members, INSUFFICIENT_SCOPE for a token without ADMIN. Every admin service starts here. */
export function requireAdmin(scope: Asker): Viewer {
  if (!scope.viewer) throw unauthenticated();
  if (!scope.viewer.isAdmin) throw forbidden('Administrators only.');
  requireScopes(scope.scopes, ['ADMIN']);
  return scope.viewer;
}
