import type { Request, Response } from 'express';
import { normalizeEmail } from '@culturalink/common/email';
import type { RequestScope } from '../../app/request-scope.js';
import { badInput } from '../../app/errors.js';
import type { CodeChallenge } from './code-challenge.entity.js';
import { findChallenge, latestChallengeFor } from './code-challenge.service.js';
import { CodePurpose } from './code-purpose.js';

const COOKIE_NAMES: Record<CodePurpose, string> = {
  [CodePurpose.SIGN_UP]: 'cl_signup',
  [CodePurpose.PASSWORD_RESET]: 'cl_reset',
  [CodePurpose.ACCOUNT_SETUP]: 'cl_setup',
};
const COOKIE_PATH = '/api';
const COOKIE_MAX_AGE_MS = 15 * 60 * 1000;

/** Binds a pending sign-up or reset to this browser, so a client that sends `{otp}` alone still works. */
export function rememberChallenge(req: Request, res: Response, challenge: CodeChallenge): void {
  res.cookie(COOKIE_NAMES[challenge.purpose], challenge.id, {
    httpOnly: true,
    sameSite: 'lax',
    path: COOKIE_PATH,
    maxAge: COOKIE_MAX_AGE_MS,
    secure: req.secure,
  });
}

export function forgetChallenge(res: Response, purpose: CodePurpose): void {
  res.clearCookie(COOKIE_NAMES[purpose], { path: COOKIE_PATH });
}

/**
 * The challenge this REST call is about: the one in the cookie (when it is for the same e-mail), else
 * the newest open one for the e-mail in the body, for clients without cookies.
 */
export async function challengeOfRequest(
  scope: RequestScope,
  req: Request,
  purpose: CodePurpose,
  email: unknown,
): Promise<CodeChallenge> {
  const wanted = typeof email === 'string' && email.trim() ? normalizeEmail(email) : null;
  const cookieId: unknown = req.cookies?.[COOKIE_NAMES[purpose]];
  if (typeof cookieId === 'string' && cookieId) {
    const fromCookie = await findChallenge(scope, cookieId, purpose).catch(() => null);
    if (fromCookie && (!wanted || fromCookie.email === wanted)) return fromCookie;
  }
  const latest = wanted && wanted.length <= 254 ? await latestChallengeFor(scope, wanted, purpose) : null;
  if (!latest)
    throw badInput(wanted ? 'No code was requested for this e-mail. Request a new code.' : 'Request a code first.');
  return latest;
}
