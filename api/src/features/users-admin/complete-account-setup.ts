import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { passwordProblem } from '@culturalink/common/password-rules';
import { forbidden } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { checkAccountFields, FieldsRefused, takenFieldErrors } from '../accounts/index.js';
import { codeExpired, findChallenge, spendChallenge, verifyChallengeCode } from '../accounts/index.js';
import { CodePurpose } from '../accounts/index.js';
import { hashPassword } from '../accounts/index.js';
import { openSession } from '../accounts/index.js';
import { markSignedIn, type SignedIn } from '../accounts/index.js';
import { User } from '../accounts/user.entity.js';

/**
 * The member an administrator invited proves the mailed code, chooses a username and sets a
 * password, and is signed in. The code works once; the fields are checked before the code is tried. A field at fault
 * is FieldsRefused (each field named), a refused code CodeRejected (GraphQL adds its `codeRejection`).
 */
export async function completeAccountSetup(
  scope: RequestScope,
  input: { challengeId: unknown; code: unknown; username: unknown; password: unknown },
): Promise<SignedIn> {
  const challenge = await findChallenge(scope, input.challengeId, CodePurpose.ACCOUNT_SETUP);
  if (challenge.consumedAt || !challenge.user) throw codeExpired();
  const invited = await scope.em.findOne(User, { id: challenge.user.id });
  if (!invited?.isActive) throw forbidden('This account was deactivated by an administrator.');
  const { values, errors } = checkAccountFields({ username: input.username }, ['username']);
  const problem = passwordProblem(input.password);
  if (problem) errors.push({ field: 'password', message: problem });
  if (errors.length === 0) errors.push(...(await takenFieldErrors(scope.em, values, challenge.user.id)));
  if (errors.length > 0) throw new FieldsRefused(errors);
  await verifyChallengeCode(scope, challenge, input.code);
  const passwordHash = await hashPassword(input.password as string);
  try {
    const { userId, token } = await scope.em.transactional(async (em) => {
      await spendChallenge(em, challenge);
      const user = await em.findOneOrFail(User, { id: challenge.user!.id });
      user.username = values.username;
      user.passwordHash = passwordHash;
      const opened = openSession(em, user);
      await em.flush();
      return { userId: user.id, token: opened.token };
    });
    const user = await scope.em.findOneOrFail(User, userId, { refresh: true });
    markSignedIn(user);
    return { token, user };
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new FieldsRefused(await takenFieldErrors(scope.em.fork(), values, challenge.user.id));
    throw error;
  }
}
