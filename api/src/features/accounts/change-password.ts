import { passwordProblem } from '@culturalink/common/password-rules';
import { badInput, unauthenticated } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { checkCurrentPassword } from './current-password.js';
import { hashPassword } from './password-hash.js';
import { announceRevokedSessions, revokeSessionsOf } from './session.service.js';
import { User } from './user.entity.js';

/**
 * Needs the current password; keeps the calling session and ends (and disconnects) every other one.
 * Answers how many it ended.
 */
export async function changePassword(
  scope: RequestScope,
  input: { currentPassword: unknown; newPassword: unknown },
): Promise<number> {
  const viewer = scope.viewer;
  if (!viewer) throw unauthenticated();
  if (!(await checkCurrentPassword(scope, viewer, input.currentPassword))) {
    throw badInput('Your current password is incorrect.', [
      { field: 'currentPassword', message: 'Your current password is incorrect.' },
    ]);
  }
  const problem = passwordProblem(input.newPassword);
  if (problem) throw badInput(problem, [{ field: 'newPassword', message: problem }]);
  const passwordHash = await hashPassword(input.newPassword as string);
  const revoked = await scope.em.transactional(async (em) => {
    await em.nativeUpdate(User, { id: viewer.id }, { passwordHash, updatedAt: new Date() });
    return revokeSessionsOf(em, viewer, scope.session);
  });
  await announceRevokedSessions(scope.services, revoked);
  return revoked.length;
}
