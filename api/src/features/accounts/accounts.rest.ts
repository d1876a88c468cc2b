import type { Request, Response, Router } from 'express';
import { badInput, type FieldError } from '../../app/errors.js';
import type { AppServices } from '../../app/services.js';
import { requireViewer, rest, restErrorBody } from '../../rest/handler.js';
import { readRequiredImage } from '../../rest/read-form.js';
import { challengeOfRequest, forgetChallenge, rememberChallenge } from './challenge-cookie.js';
import { changePassword } from './change-password.js';
import { challengeView, CodeRejected, verifyChallengeCode } from './code-challenge.service.js';
import { CodePurpose } from './code-purpose.js';
import { registerVerified } from './complete-sign-up.js';
import { login, logout } from './login.js';
import { tokenFromAuthorization } from './session.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { uploadProfilePhoto } from './profile-photo.js';
import { setPrivacy } from './set-privacy.js';
import { checkSignUpNames, FieldsRefused, startSignUp } from './start-sign-up.js';
import { updateProfile } from './update-profile.js';
import { restSignedInResponse, restUserResponse } from './user-view.js';

/** The original's form field names, so its `<field>_error` keys come back as it expects. */
const REST_FIELD_NAMES: Record<string, string> = {
  fullName: 'fullname',
  currentPassword: 'password',
  newPassword: 'new_password',
  passwordConfirmation: 'password_confirmation',
  isPrivate: 'is_private',
};

const restFieldErrors = (errors: FieldError[]) =>
  errors.map(({ field, message }) => ({ field: REST_FIELD_NAMES[field] ?? field, message }));

/**
 * Maps field names in a thrown error to the REST ones (400 with `<field>_error`). A form refused field by field
 * (FieldsRefused) answers its first field's message, as the original did.
 */
async function withRestFields<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof FieldsRefused) {
      const fieldErrors = error.details.fieldErrors ?? [];
      throw badInput(fieldErrors[0]?.message ?? error.message, restFieldErrors(fieldErrors));
    }
    if (error instanceof CodeRejected || !(error instanceof Error) || !('details' in error)) throw error;
    const fieldErrors = (error as { details: { fieldErrors?: FieldError[] } }).details.fieldErrors;
    if (fieldErrors)
      (error as { details: { fieldErrors?: FieldError[] } }).details.fieldErrors = restFieldErrors(fieldErrors);
    throw error;
  }
}

const bodyOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

/** 15.1 of the REST contract: the original sign-up form cannot finish here, so its toast says where it can. */
const signUpInWebApp = (origin: string) => {
  const message = `Sign-up codes are now entered in the CulturaLink web app: open ${origin || 'it'}/ and choose "Sign Up" there.`;
  return badInput(message, [{ field: 'email', message }]);
};

/** 15.3: the original settings screen shows the password box only for Gmail addresses; say what is needed. */
const currentPasswordNeeded = (origin: string) => {
  const message =
    'Enter your current password to save these changes. If this screen shows no password box (it does so only ' +
    `for Gmail addresses), change your details in the CulturaLink web app instead: ${origin}/settings`;
  return badInput(message, [{ field: 'password', message }]);
};

const otpOf = (body: Record<string, unknown>) => body.otp ?? body.code;

/** A refused code answers 400 with `attempts_left` or `reason` beside the usual error body. */
function codeAware(services: AppServices, handler: Parameters<typeof rest>[1]) {
  return rest(services, async (scope, req, res) => {
    try {
      return await handler(scope, req, res);
    } catch (error) {
      if (!(error instanceof CodeRejected)) throw error;
      const details = error.details as { attemptsLeft?: number; reason?: string };
      res.status(400).json({ ...restErrorBody(error), attempts_left: details.attemptsLeft, reason: details.reason });
      return undefined;
    }
  });
}

function codeSentAnswer(message: string, challenge: Parameters<typeof challengeView>[0]) {
  const view = challengeView(challenge);
  return { message, email: view.email, expires_at: view.expiresAt, resend_available_at: view.resendAvailableAt };
}

export function registerAccountRoutes(router: Router, services: AppServices): void {
  const userAgent = (req: Request) => req.get('user-agent') ?? undefined;

  router.post(
    '/login',
    rest(services, async (scope, req) => {
      const body = bodyOf(req);
      return restSignedInResponse(
        scope,
        await login(scope, { username: body.username, password: body.password, userAgent: userAgent(req) }),
      );
    }),
  );

  router.post(
    '/logout',
    rest(services, async (scope) => {
      requireViewer(scope);
      await logout(scope);
      return { message: 'Logged out.' };
    }),
  );

  router.get(
    '/user',
    rest(services, async (scope, req) =>
      restUserResponse(scope, requireViewer(scope), tokenFromAuthorization(req.get('authorization'))),
    ),
  );

  router.post(
    '/send-otp',
    rest(services, async (scope, req, res) => {
      const body = bodyOf(req);
      const input = {
        email: body.email,
        username: body.username,
        fullName: body.fullname,
        country: body.country,
        password: body.password,
      };
      // The original form sends only the e-mail and username, then compares the code in the browser, which
      // never sees it here: say where sign-up can be finished instead of leaving it at a dead end.
      if (body.password === undefined) {
        const refused = await checkSignUpNames(scope, input);
        if (refused) await withRestFields(Promise.reject(refused));
        throw signUpInWebApp(scope.origin);
      }
      const challenge = await withRestFields(startSignUp(scope, input, { partial: true }));
      rememberChallenge(req, res, challenge);
      return {
        ...codeSentAnswer(`Otp sent successfully to ${challenge.email}`, challenge),
        challenge_id: challenge.id,
      };
    }),
  );

  router.post(
    '/verify-registration-otp',
    codeAware(services, async (scope, req) => {
      const body = bodyOf(req);
      const challenge = await challengeOfRequest(scope, req, CodePurpose.SIGN_UP, body);
      await verifyChallengeCode(scope, challenge, otpOf(body));
      return { message: 'Code verified.', email: challenge.email, verified: true };
    }),
  );

  router.post(
    '/registration',
    codeAware(services, async (scope, req, res) => {
      const body = bodyOf(req);
      const challenge = await challengeOfRequest(scope, req, CodePurpose.SIGN_UP, body);
      const input = {
        email: body.email,
        username: body.username,
        fullName: body.fullname,
        country: body.country,
        password: body.password,
        code: otpOf(body),
      };
      const signedIn = await withRestFields(
        registerVerified(scope, challenge, { ...input, userAgent: userAgent(req) }),
      );
      forgetChallenge(res, CodePurpose.SIGN_UP);
      res.status(201);
      return restSignedInResponse(scope, signedIn);
    }),
  );

  router.post(
    '/fp-otp',
    codeAware(services, async (scope, req, res) => {
      const body = bodyOf(req);
      const otp = otpOf(body);
      if (otp === undefined || otp === null || otp === '') {
        const challenge = await requestPasswordReset(scope, body.email);
        rememberChallenge(req, res, challenge);
        return {
          ...codeSentAnswer(`If ${challenge.email} belongs to an account, a code was sent to it.`, challenge),
          challenge_id: challenge.id,
        };
      }
      const challenge = await challengeOfRequest(scope, req, CodePurpose.PASSWORD_RESET, body);
      await verifyChallengeCode(scope, challenge, otp);
      return { message: 'Code verified.', email: challenge.email, verified: true };
    }),
  );

  router.post(
    '/fp-change',
    codeAware(services, async (scope, req, res) => {
      const body = bodyOf(req);
      const challenge = await challengeOfRequest(scope, req, CodePurpose.PASSWORD_RESET, body);
      const otp = otpOf(body);
      if (otp !== undefined && otp !== null && otp !== '') await verifyChallengeCode(scope, challenge, otp);
      await withRestFields(resetPassword(scope, { challenge, newPassword: body.password }));
      forgetChallenge(res, CodePurpose.PASSWORD_RESET);
      return { message: 'Password changed successfully' };
    }),
  );

  router.put(
    '/update-information',
    rest(services, async (scope, req) => {
      const viewer = requireViewer(scope);
      const body = bodyOf(req);
      // A key the settings screen left out (it drops values not loaded yet) keeps its stored value.
      const input = {
        email: body.email ?? viewer.email,
        username: body.username ?? viewer.username,
        fullName: body.fullname ?? viewer.fullName,
        country: body.country ?? viewer.country,
        currentPassword: body.password,
      };
      if (!body.password) throw currentPasswordNeeded(scope.origin);
      const user = await withRestFields(updateProfile(scope, input));
      return {
        message: 'Information updated successfully.',
        ...(await restSignedInResponse(scope, { token: null, user })),
      };
    }),
  );

  router.post(
    '/change-password',
    rest(services, async (scope, req) => {
      requireViewer(scope);
      const body = bodyOf(req);
      await withRestFields(changePassword(scope, { currentPassword: body.password, newPassword: body.new_password }));
      return { message: 'Password changed successfully.' };
    }),
  );

  router.put(
    '/user/update-privacy',
    rest(services, async (scope, req) => {
      requireViewer(scope);
      const raw = bodyOf(req).is_private;
      const isPrivate = raw === 'true' ? true : raw === 'false' ? false : raw;
      const user = await withRestFields(setPrivacy(scope, isPrivate));
      return {
        message: user.isPrivate ? 'Your account is now private.' : 'Your account is now public.',
        is_private: user.isPrivate,
      };
    }),
  );

  router.post(
    '/change-profile',
    rest(services, async (scope, req: Request, _res: Response) => {
      requireViewer(scope);
      const user = await uploadProfilePhoto(scope, await readRequiredImage(req));
      return { message: 'Profile photo updated.', ...(await restSignedInResponse(scope, { token: null, user })) };
    }),
  );
}
