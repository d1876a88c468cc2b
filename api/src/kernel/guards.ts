import { forbidden, unauthenticated } from '../app/errors.js';
import type { RequestScope } from '../app/request-scope.js';
import { requireScopes } from './token-scopes.js';

type Viewer = NonNullable<RequestScope['viewer']>;

/** The signed-in member of this request, or UNAUTHENTICATED. */
export function requireMember(scope: RequestScope): Viewer {
  if (!scope.viewer) throw unauthenticated();
  return scope.viewer;
}

/** The signed-in administrator: UNAUTHENTICATED for guests, FORBIDDEN for members, INSUFFICIENT_SCOPE for a token without ADMIN. Every admin service starts here. */
export function requireAdmin(scope: RequestScope): Viewer {
  if (!scope.viewer) throw unauthenticated();
  if (!scope.viewer.isAdmin) throw forbidden('Administrators only.');
  requireScopes(scope.scopes, ['ADMIN']);
  return scope.viewer;
}
