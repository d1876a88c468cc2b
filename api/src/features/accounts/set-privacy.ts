import { badInput, unauthenticated } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import type { User } from './user.entity.js';

/** A private member's posts are shown to followers only (enforced where posts are read). */
export async function setPrivacy(scope: RequestScope, isPrivate: unknown): Promise<User> {
  const viewer = scope.viewer;
  if (!viewer) throw unauthenticated();
  if (typeof isPrivate !== 'boolean')
    throw badInput('is_private must be true or false.', [{ field: 'isPrivate', message: 'Must be true or false.' }]);
  viewer.isPrivate = isPrivate;
  await scope.em.flush();
  return viewer;
}
