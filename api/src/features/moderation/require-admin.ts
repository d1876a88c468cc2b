import { forbidden, unauthenticated } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import type { User } from '../accounts/user.entity.js';

/** The signed-in administrator: UNAUTHENTICATED for guests, FORBIDDEN for members. Every admin service starts here. */
export function requireAdmin(scope: RequestScope): User {
  if (!scope.viewer) throw unauthenticated();
  if (!scope.viewer.isAdmin) throw forbidden('Administrators only.');
  return scope.viewer;
}
