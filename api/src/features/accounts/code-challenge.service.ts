import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput, notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { isUuid } from '../../kernel/ids.js';
import type { CodeChallengeType } from './accounts.types.js';
import { CodeChallenge } from './code-challenge.entity.js';
import { CodePurpose } from './code-purpose.js';
import type { User } from './user.entity.js';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_ATTEMPTS = 5;
export const RESEND_GAP_MS = 30 * 1000;
export const SENDS_PER_HOUR = 5;
/** Code mails (sign-up and reset together) asked from one client address in an hour. */
export const CODE_MAILS_PER_IP_HOUR = 20;
/** How long a verified password-reset challenge may be used to set the new password. */
export const VERIFIED_VALID_MS = 15 * 60 * 1000;
export const VERIFY_LIMIT = { limit: 10, windowMs: 60 * 1000 };

/** The rate-limit key of code verification from one address (tests and helpers may reset it). */
export const verifyLimitKey = (ip: string) => `code-verify:ip:${ip}`;

/** A refused code; `attemptsLeft` and `reason` go to GraphQL `extensions` and the REST body. */
export class CodeRejected extends AppError {
  constructor(message: string, extra: { attemptsLeft?: number; reason?: string }) {
    super('BAD_USER_INPUT', message);
    Object.assign(this.details, extra);
  }
}

export const codeExpired = () =>
  new CodeRejected('This code has expired. Request a new one.', { reason: 'CODE_EXPIRED' });

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const hashCode = (challengeId: string, code: string) =>
  createHash('sha256').update(`${challengeId}:${code}`).digest('hex');

export function challengeView(challenge: CodeChallenge): CodeChallengeType {
  return {
    id: challenge.id,
    email: challenge.email,
    purpose: challenge.purpose,
    expiresAt: challenge.expiresAt,
    resendAvailableAt: new Date(challenge.lastSentAt.getTime() + RESEND_GAP_MS),
    verified: !!challenge.verifiedAt && !challenge.consumedAt,
  };
}

/** The rate-limit key of code mails asked from one client address (tests and helpers may reset it). */
export const codeMailLimitKey = (ip: string) => `code-send:ip:${ip}`;

/**
 * At most one code per 30 s and five per hour to one e-mail address (for each purpose), and 20 sign-up
 * or reset code mails an hour asked from one client address, whatever the e-mail addresses.
 */
export async function throttleSending(scope: RequestScope, purpose: CodePurpose, email: string): Promise<void> {
  const limiter = scope.services.rateLimiter;
  // (an administrator's invitations are not counted against the administrator's address)
  if (purpose !== CodePurpose.ACCOUNT_SETUP)
    await limiter.consume(
      codeMailLimitKey(scope.ip),
      { limit: CODE_MAILS_PER_IP_HOUR, windowMs: 3600 * 1000 },
      'Too many codes were asked for from this network. Please try again later.',
    );
  await limiter.consume(
    `code-send:gap:${purpose}:${email}`,
    { limit: 1, windowMs: RESEND_GAP_MS },
    'Please wait a little before asking for another code.',
  );
  await limiter.consume(
    `code-send:hour:${purpose}:${email}`,
    { limit: SENDS_PER_HOUR, windowMs: 3600 * 1000 },
    'Too many codes were sent to this address. Please try again later.',
  );
}

async function mailCode(scope: RequestScope, challenge: CodeChallenge, code: string): Promise<void> {
  // A reset asked for an address no member has gets the same answer but no mail.
  if (challenge.purpose === CodePurpose.PASSWORD_RESET && !challenge.user) return;
  if (challenge.purpose === CodePurpose.ACCOUNT_SETUP) return mailAccountSetup(scope, challenge, code);
  const what = challenge.purpose === CodePurpose.SIGN_UP ? 'finish creating your account' : 'reset your password';
  // Apps that cannot take the code (the original client compares it in the browser) show no server text, so
  // the mail itself says where a reset can be done.
  const elsewhere =
    challenge.purpose === CodePurpose.PASSWORD_RESET
      ? `If the app you asked from has no place to enter it, open CulturaLink at ${scope.origin}/ ` +
        `and choose "Forgot password?" there.\n\n`
      : '';
  await scope.services.mailer.send({
    to: challenge.email,
    subject: `Your CulturaLink code is ${code}`,
    text:
      `Hello,\n\nYour CulturaLink code is ${code}. It expires in 10 minutes. Enter it to ${what}.\n\n` +
      elsewhere +
      `If you did not ask for it, ignore this e-mail.\n\nThe CulturaLink team`,
  });
}

/** An invitation from an administrator: the code, the challenge id and a link to the setup page. */
async function mailAccountSetup(scope: RequestScope, challenge: CodeChallenge, code: string): Promise<void> {
  const link = `${scope.services.config.publicUrl ?? ''}/account-setup?challenge=${challenge.id}`;
  await scope.services.mailer.send({
    to: challenge.email,
    subject: `Your CulturaLink code is ${code}`,
    text:
      `Hello,\n\nAn administrator created a CulturaLink account for you. Your code is ${code}; it expires in 3 days.\n` +
      `Open ${link} (setup id ${challenge.id}), enter the code, choose a username and set your password.\n\n` +
      `If you did not expect this, ignore this e-mail.\n\nThe CulturaLink team`,
  });
}

/** Invitations stay valid longer than codes a member asked for themselves. */
const ACCOUNT_SETUP_TTL_MS = 3 * 24 * 3600 * 1000;

function armWithNewCode(challenge: CodeChallenge): string {
  const code = newCode();
  const now = Date.now();
  challenge.codeHash = hashCode(challenge.id, code);
  challenge.wrongAttempts = 0;
  challenge.verifiedAt = null;
  challenge.expiresAt = new Date(
    now + (challenge.purpose === CodePurpose.ACCOUNT_SETUP ? ACCOUNT_SETUP_TTL_MS : CODE_TTL_MS),
  );
  challenge.lastSentAt = new Date(now);
  return code;
}

/** Creates a challenge for `email` and mails its code. */
export async function issueChallenge(
  scope: RequestScope,
  input: {
    purpose: CodePurpose;
    email: string;
    user?: User | null;
    pending?: Partial<Pick<CodeChallenge, 'username' | 'fullName' | 'country' | 'passwordHash'>>;
    /** The caller already ran `throttleSending` (before costly work such as hashing a password). */
    throttled?: boolean;
  },
): Promise<CodeChallenge> {
  if (!input.throttled) await throttleSending(scope, input.purpose, input.email);
  const challenge = scope.em.create(CodeChallenge, {
    purpose: input.purpose,
    email: input.email,
    user: input.user ?? null,
    codeHash: '',
    expiresAt: new Date(),
    lastSentAt: new Date(),
    ...input.pending,
  });
  const code = armWithNewCode(challenge);
  await scope.em.flush();
  await mailCode(scope, challenge, code);
  return challenge;
}

export async function findChallenge(
  scope: RequestScope,
  challengeId: unknown,
  purpose?: CodePurpose,
): Promise<CodeChallenge> {
  const id = typeof challengeId === 'string' ? challengeId.trim() : '';
  const challenge = isUuid(id) ? await scope.em.findOne(CodeChallenge, { id }) : null;
  if (!challenge || (purpose && challenge.purpose !== purpose))
    throw notFound('That code request was not found. Request a new code.');
  return challenge;
}

/** A new code for the same challenge (the old one stops working), under the same throttle. */
export async function resendChallenge(scope: RequestScope, challengeId: unknown): Promise<CodeChallenge> {
  const challenge = await findChallenge(scope, challengeId);
  if (challenge.consumedAt) throw badInput('This code was already used. Start again.');
  await throttleSending(scope, challenge.purpose, challenge.email);
  const code = armWithNewCode(challenge);
  await scope.em.flush();
  await mailCode(scope, challenge, code);
  return challenge;
}

/**
 * Checks `code` against the challenge. Each try first takes one of the five attempts in a single
 * conditional UPDATE, so parallel guesses cannot get more than five tries; a right code gives it back.
 */
export async function verifyChallengeCode(scope: RequestScope, challenge: CodeChallenge, code: unknown): Promise<void> {
  await scope.services.rateLimiter.consume(verifyLimitKey(scope.ip), VERIFY_LIMIT);
  const given = typeof code === 'string' || typeof code === 'number' ? String(code).trim() : '';
  if (!/^\d{6}$/.test(given)) throw badInput('Enter the 6-digit code from the e-mail.');
  const connection = scope.em.getConnection();
  const taken = await connection.execute<{ wrong_attempts: number }[]>(
    `update code_challenge set wrong_attempts = wrong_attempts + 1
      where id = ? and wrong_attempts < ? and consumed_at is null and expires_at > now() returning wrong_attempts`,
    [challenge.id, MAX_WRONG_ATTEMPTS],
  );
  if (taken.length === 0) {
    await scope.em.refresh(challenge);
    throw codeExpired();
  }
  const expected = Buffer.from(challenge.codeHash, 'hex');
  const actual = Buffer.from(hashCode(challenge.id, given), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    await scope.em.refresh(challenge);
    throw new CodeRejected('Wrong one-time password', { attemptsLeft: MAX_WRONG_ATTEMPTS - taken[0].wrong_attempts });
  }
  await connection.execute(
    `update code_challenge set wrong_attempts = wrong_attempts - 1, verified_at = coalesce(verified_at, now()) where id = ?`,
    [challenge.id],
  );
  await scope.em.refresh(challenge);
}

/**
 * Spends the challenge inside the caller's transaction: the one place a code is marked used. Throws
 * `codeExpired` when another request used it first, so two concurrent completions cannot both succeed.
 */
export async function spendChallenge(em: EntityManager, challenge: CodeChallenge): Promise<void> {
  const used = await em.nativeUpdate(CodeChallenge, { id: challenge.id, consumedAt: null }, { consumedAt: new Date() });
  if (used !== 1) throw codeExpired();
}

/** True while the challenge's code was verified less than VERIFIED_VALID_MS ago and the challenge is unused. */
export const isFreshlyVerified = (challenge: CodeChallenge, now = Date.now()): boolean =>
  !challenge.consumedAt && !!challenge.verifiedAt && now - challenge.verifiedAt.getTime() <= VERIFIED_VALID_MS;
