import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { checkAccountFields, takenFieldErrors, type AccountFields } from './account-fields.js';
import { CodeChallenge } from './code-challenge.entity.js';
import { findChallenge, isFreshlyVerified, spendChallenge, verifyChallengeCode } from './code-challenge.service.js';
import { CodePurpose } from './code-purpose.js';
import { hashPassword } from './password-hash.js';
import { openSession } from './session.service.js';
import { markSignedIn, type SignedIn } from './sign-in.js';
import { FIX_FIELDS, passwordFieldErrors } from './start-sign-up.js';
import { User } from './user.entity.js';

/** GraphQL: the code proves the e-mail; the member is created from what startSignUp kept, and signed in. */
export async function completeSignUp(
  scope: RequestScope,
  input: { challengeId: unknown; code: unknown; userAgent?: string },
): Promise<SignedIn> {
  const challenge = await findChallenge(scope, input.challengeId, CodePurpose.SIGN_UP);
  await verifyChallengeCode(scope, challenge, input.code);
  const { username, fullName, country, passwordHash } = challenge;
  if (!username || !fullName || !country || !passwordHash)
    throw badInput('This sign-up is missing details: send them with the registration form.');
  return createMember(
    scope,
    challenge,
    { email: challenge.email, username, fullName, country },
    passwordHash,
    input.userAgent,
  );
}

/**
 * REST /registration: the whole form arrives after the code, which was verified before (cookie)
 * or comes along in `code`. The account's e-mail is the one the code was sent to.
 */
export async function registerVerified(
  scope: RequestScope,
  challenge: CodeChallenge,
  input: {
    email?: unknown;
    username?: unknown;
    fullName?: unknown;
    country?: unknown;
    password?: unknown;
    code?: unknown;
    userAgent?: string;
  },
): Promise<SignedIn> {
  const { values, errors } = checkAccountFields(input, ['fullName', 'country', 'email', 'username']);
  errors.push(...passwordFieldErrors(input, { confirm: false }));
  if (values.email && values.email !== challenge.email)
    errors.push({ field: 'email', message: 'Use the e-mail address the code was sent to.' });
  if (errors.length > 0) throw badInput(FIX_FIELDS, errors);
  if (input.code !== undefined && input.code !== null && input.code !== '')
    await verifyChallengeCode(scope, challenge, input.code);
  else if (!isFreshlyVerified(challenge)) throw badInput('Verify the code from the e-mail first.');
  return createMember(scope, challenge, values, await hashPassword(input.password as string), input.userAgent);
}

/** Uses up the challenge and creates the member and a session in one transaction. */
async function createMember(
  scope: RequestScope,
  challenge: CodeChallenge,
  fields: AccountFields,
  passwordHash: string,
  userAgent?: string,
): Promise<SignedIn> {
  const taken = await takenFieldErrors(scope.em, fields);
  if (taken.length > 0) throw badInput(FIX_FIELDS, taken);
  try {
    const { userId, token } = await scope.em.transactional(async (em) => {
      await spendChallenge(em, challenge);
      const user = em.create(User, { ...fields, passwordHash });
      const opened = openSession(em, user, userAgent);
      await em.flush();
      return { userId: user.id, token: opened.token };
    });
    const user = await scope.em.findOneOrFail(User, userId);
    markSignedIn(user);
    return { token, user };
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw badInput(FIX_FIELDS, await takenFieldErrors(scope.em, fields));
    throw error;
  }
}
