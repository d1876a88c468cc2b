import type { RequestScope } from '../../app/request-scope.js';
import { unauthenticated } from '../../app/errors.js';
import type { User } from '../accounts/user.entity.js';

/** The signed-in member of this request, or UNAUTHENTICATED. */
export function requireMember(scope: RequestScope): User {
  if (!scope.viewer) throw unauthenticated();
  return scope.viewer;
}
