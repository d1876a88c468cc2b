import { passwordProblem } from '@culturalink/common/password-rules';
import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { checkAccountFields } from './account-fields.js';
import { CodeChallenge } from './code-challenge.entity.js';
import {
  codeExpired,
  findChallenge,
  issueChallenge,
  isFreshlyVerified,
  spendChallenge,
  verifyChallengeCode,
} from './code-challenge.service.js';
import { CodePurpose } from './code-purpose.js';
import { hashPassword } from './password-hash.js';
import { announceRevokedSessions, revokeSessionsOf } from './session.service.js';
import { User } from './user.entity.js';

/** Answers the same for any valid address; only a member's address gets a mail. */
export async function requestPasswordReset(scope: RequestScope, email: unknown): Promise<CodeChallenge> {
  const { values, errors } = checkAccountFields({ email }, ['email']);
  if (errors.length > 0) throw badInput('Please enter a valid email address.', errors);
  const user = await scope.em.findOne(User, { email: values.email });
  return issueChallenge(scope, { purpose: CodePurpose.PASSWORD_RESET, email: values.email, user });
}

export async function verifyResetCode(
  scope: RequestScope,
  input: { challengeId: unknown; code: unknown },
): Promise<CodeChallenge> {
  const challenge = await findChallenge(scope, input.challengeId, CodePurpose.PASSWORD_RESET);
  await verifyChallengeCode(scope, challenge, input.code);
  return challenge;
}

/**
 * Needs a challenge verified in the last 15 minutes and not used yet. Ends every session of the member and answers
 * how many it ended.
 */
export async function resetPassword(
  scope: RequestScope,
  input: { challenge: CodeChallenge; newPassword: unknown },
): Promise<number> {
  const { challenge } = input;
  if (challenge.consumedAt) throw codeExpired();
  if (!isFreshlyVerified(challenge) || !challenge.user) {
    throw badInput('Verify the code from the e-mail first.');
  }
  const problem = passwordProblem(input.newPassword);
  if (problem) throw badInput(problem, [{ field: 'newPassword', message: problem }]);
  const passwordHash = await hashPassword(input.newPassword as string);
  const revoked = await scope.em.transactional(async (em) => {
    await spendChallenge(em, challenge);
    const user = await em.findOneOrFail(User, challenge.user!.id);
    await em.nativeUpdate(User, { id: user.id }, { passwordHash, updatedAt: new Date() });
    return revokeSessionsOf(em, user);
  });
  await announceRevokedSessions(scope.services, revoked);
  return revoked.length;
}
