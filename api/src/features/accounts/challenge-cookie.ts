import type { Request, Response } from 'express';
import { normalizeEmail } from '@culturalink/common/email';
import type { RequestScope } from '../../app/request-scope.js';
import { badInput } from '../../app/errors.js';
import type { CodeChallenge } from './code-challenge.entity.js';
import { CODE_TTL_MS, findChallenge, VERIFIED_VALID_MS } from './code-challenge.service.js';
import { CodePurpose } from './code-purpose.js';

const COOKIE_NAMES: Record<CodePurpose, string> = {
  [CodePurpose.SIGN_UP]: 'cl_signup',
  [CodePurpose.PASSWORD_RESET]: 'cl_reset',
  [CodePurpose.ACCOUNT_SETUP]: 'cl_setup',
};
const COOKIE_PATH = '/api';
/** Long enough to enter the code and then finish within the verified window. */
const COOKIE_MAX_AGE_MS = CODE_TTL_MS + VERIFIED_VALID_MS;

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
 * The challenge this REST call is about: the one this client holds, from its cookie or from the
 * `challenge_id` the code request answered (for clients without cookies). Never looked up by e-mail: a
 * reset or sign-up verified by one client cannot be finished by another that only knows the address.
 * When the body names an e-mail, the challenge must be for that address.
 */
export async function challengeOfRequest(
  scope: RequestScope,
  req: Request,
  purpose: CodePurpose,
  body: Record<string, unknown>,
): Promise<CodeChallenge> {
  const wanted = typeof body.email === 'string' && body.email.trim() ? normalizeEmail(body.email) : null;
  const cookieId: unknown = req.cookies?.[COOKIE_NAMES[purpose]];
  const candidates = [body.challenge_id ?? body.challengeId, cookieId].filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  for (const id of candidates) {
    const challenge = await findChallenge(scope, id, purpose).catch(() => null);
    if (challenge && (!wanted || challenge.email === wanted)) return challenge;
  }
  throw badInput(
    wanted
      ? 'No code was requested for this e-mail from this app or browser. Request a new code.'
      : 'Request a code first.',
  );
}
