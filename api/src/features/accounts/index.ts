/** The public surface of the accounts feature: other features and the app import only from here. */
export { checkAccountFields, isUsernameTaken, takenFieldErrors } from './account-fields.js';
export { UserType } from './accounts.types.js';
export {
  CODE_MAILS_PER_IP_HOUR,
  codeExpired,
  codeMailLimitKey,
  findChallenge,
  issueChallenge,
  spendChallenge,
  verifyChallengeCode,
} from './code-challenge.service.js';
export { CodePurpose } from './code-purpose.js';
export { codePayloadOf, CodeRejection, CodeRejectionReason } from './code-rejection.types.js';
export { createAccount } from './create-account.js';
export { mayReadEmail } from './email-visibility.js';
export { hashPassword } from './password-hash.js';
export {
  announceRevokedSessions,
  findLiveSession,
  hashToken,
  openSession,
  revokeSessionsOf,
  tokenFromAuthorization,
  type LiveSession,
} from './session.service.js';
export { markSignedIn, type SignedIn } from './sign-in.js';
export { FieldsRefused } from './start-sign-up.js';
export { RESEND_GAP_MS, SENDS_PER_HOUR, VERIFY_LIMIT } from './code-challenge.service.js';
export { LOGIN_RATE_PER_IP, LOGIN_RATE_PER_IP_AND_USERNAME } from './login.js';
