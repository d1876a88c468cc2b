import { raw } from '@mikro-orm/core';
import { PASSWORD_MAX_LENGTH } from '@culturalink/common/password-rules';
import { USERNAME_MAX_LENGTH } from '@culturalink/common/username';
import { badInput, forbidden, unauthenticated } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { verifyPassword } from './password-hash.js';
import { announceRevokedSessions, revokeSession } from './session.service.js';
import { signIn, type SignedIn } from './sign-in.js';
import { User } from './user.entity.js';

export const WRONG_CREDENTIALS = 'Incorrect creadentials. Please try again.';
const MINUTE = 60 * 1000;

/** Username (any letter case) and password. Throttled per address and per address + username. */
/** Sign-in attempts per address, and per address and username, in a minute. */
export const LOGIN_RATE_PER_IP = { limit: 30, windowMs: MINUTE };
export const LOGIN_RATE_PER_IP_AND_USERNAME = { limit: 10, windowMs: MINUTE };

export async function login(
  scope: RequestScope,
  input: { username: unknown; password: unknown; userAgent?: string },
): Promise<SignedIn> {
  const username = typeof input.username === 'string' ? input.username.trim() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  if (!username || !password) throw badInput('Enter your username and password.');
  const limiter = scope.services.rateLimiter;
  await limiter.consume(
    `login:ip:${scope.ip}`,
    LOGIN_RATE_PER_IP,
    'Too many sign-in attempts. Please wait a minute and try again.',
  );
  await limiter.consume(
    `login:ip-user:${scope.ip}:${username.toLowerCase()}`,
    LOGIN_RATE_PER_IP_AND_USERNAME,
    'Too many sign-in attempts. Please wait a minute and try again.',
  );
  const user =
    username.length <= USERNAME_MAX_LENGTH && password.length <= PASSWORD_MAX_LENGTH
      ? await scope.em.findOne(
          User,
          { [raw('lower(username)')]: username.toLowerCase() },
          { populate: ['passwordHash'] },
        )
      : null;
  const passwordMatches = await verifyPassword(user?.passwordHash, password.slice(0, PASSWORD_MAX_LENGTH));
  if (!user || !passwordMatches) throw unauthenticated(WRONG_CREDENTIALS);
  if (!user.isActive) throw forbidden('This account has been deactivated.');
  return signIn(scope, user, input.userAgent);
}

/** Ends the calling session; its open sockets are closed too. */
export async function logout(scope: RequestScope): Promise<void> {
  if (!scope.session) throw unauthenticated();
  await revokeSession(scope.em, scope.session);
  await announceRevokedSessions(scope.services, [scope.session.id]);
}
