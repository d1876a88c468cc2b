import { PASSWORD_MAX_LENGTH } from '@culturalink/common/password-rules';
import type { RequestScope } from '../../app/request-scope.js';
import { verifyPassword } from './password-hash.js';
import { User } from './user.entity.js';

/** Checks a signed-in member's password, at most 10 tries a minute, so a stolen session cannot guess it. */
export async function checkCurrentPassword(scope: RequestScope, user: User, password: unknown): Promise<boolean> {
  await scope.services.rateLimiter.consume(
    `password-check:${user.id}`,
    { limit: 10, windowMs: 60 * 1000 },
    'Too many password attempts. Please wait a minute.',
  );
  if (typeof password !== 'string' || password.length === 0 || password.length > PASSWORD_MAX_LENGTH) return false;
  const row = await scope.em.findOne(User, user.id, { populate: ['passwordHash'], refresh: true });
  return verifyPassword(row?.passwordHash, password);
}
