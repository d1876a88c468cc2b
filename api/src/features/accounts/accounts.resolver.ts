import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@culturalink/common/password-rules';
import type { GraphQLContext } from '../../graphql/context.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { readUpload } from '../media/index.js';
import { SignUpInput, UpdateProfileInput } from './accounts.inputs.js';
import {
  ChangePasswordPayload,
  CompleteSignUpPayload,
  LoginPayload,
  LogoutPayload,
  RequestPasswordResetPayload,
  ResendCodePayload,
  ResetPasswordPayload,
  SetPrivacyPayload,
  StartSignUpPayload,
  UpdateProfilePayload,
  UploadProfilePhotoPayload,
  VerifyCodePayload,
} from './accounts.types.js';
import { changePassword } from './change-password.js';
import { challengeView, findChallenge, resendChallenge } from './code-challenge.service.js';
import { CodePurpose } from './code-purpose.js';
import { codePayloadOf } from './code-rejection.types.js';
import { completeSignUp } from './complete-sign-up.js';
import { login, logout } from './login.js';
import { requestPasswordReset, resetPassword, verifyResetCode } from './password-reset.js';
import { uploadProfilePhoto } from './profile-photo.js';
import { setPrivacy } from './set-privacy.js';
import { startSignUp } from './start-sign-up.js';
import { updateProfile } from './update-profile.js';

const PASSWORD_RULE = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters with a capital letter, a digit and a symbol`;
const CHALLENGE_ID = { description: 'The id of the CodeChallenge the code was mailed for.' };
const CODE = { description: 'The 6-digit code from the e-mail.' };

/** Every account mutation; each one is a thin adapter over the service function of the same name. */
@Resolver()
export class AccountsResolver {
  @Mutation(() => StartSignUpPayload, {
    description:
      'Starts a sign-up: checks every field (uniqueness of the e-mail and username included), keeps it pending with the password already hashed and e-mails a 6-digit code; finish with completeSignUp. Each field at fault is a BAD_USER_INPUT user error naming it. At most one code per 30 s and 5 an hour to an address, 20 an hour from one network (RATE_LIMITED).',
  })
  startSignUp(
    @Arg('input', () => SignUpInput, { description: 'The new member’s details.' }) input: SignUpInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StartSignUpPayload> {
    return payloadOf(async () => ({ codeChallenge: challengeView(await startSignUp(ctx, input)) }));
  }

  @Mutation(() => ResendCodePayload, {
    description:
      'Sends a new code for a pending challenge (the old code stops working); throttled like the first one (RATE_LIMITED with retryAfterSeconds). An unknown challenge is a NOT_FOUND user error, a used one BAD_USER_INPUT.',
  })
  resendCode(
    @Arg('challengeId', () => ID, { description: 'The id of the CodeChallenge to send a new code for.' })
    challengeId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ResendCodePayload> {
    return payloadOf(async () => ({ codeChallenge: challengeView(await resendChallenge(ctx, challengeId)) }));
  }

  @Mutation(() => CompleteSignUpPayload, {
    description:
      'Checks the sign-up code, creates the member from what startSignUp kept and signs them in. A wrong or expired code is a BAD_USER_INPUT user error with `codeRejection`; a name taken meanwhile names its field.',
  })
  completeSignUp(
    @Arg('challengeId', () => ID, CHALLENGE_ID) challengeId: string,
    @Arg('code', () => String, CODE) code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CompleteSignUpPayload> {
    return codePayloadOf(() => completeSignUp(ctx, { challengeId, code }));
  }

  @Mutation(() => LoginPayload, {
    description:
      'Signs a member in with their username (any letter case) and password and opens a 30-day session. A blank username or password is a user error; wrong credentials stay a top-level UNAUTHENTICATED error and a deactivated account FORBIDDEN. 30 tries a minute from one address, 10 for one username (RATE_LIMITED).',
  })
  login(
    @Arg('username', () => String, { description: 'The username, in any letter case.' }) username: string,
    @Arg('password', () => String, { description: 'The password.' }) password: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LoginPayload> {
    return payloadOf(() => login(ctx, { username, password }));
  }

  @Authorized()
  @Mutation(() => LogoutPayload, {
    description:
      'Ends the calling session (its token stops working and its sockets close); other sessions of the member stay.',
  })
  logout(@Ctx() ctx: GraphQLContext): Promise<LogoutPayload> {
    return payloadOf(async () => {
      await logout(ctx);
      return { user: ctx.viewer };
    });
  }

  @Mutation(() => RequestPasswordResetPayload, {
    description:
      'Starts a password reset: answers the same whether or not the e-mail belongs to a member, and mails a code only if it does; then verifyCode and resetPassword. A malformed address is a user error; throttled like sign-up codes (RATE_LIMITED).',
  })
  requestPasswordReset(
    @Arg('email', () => String, { description: 'The e-mail address of the account.' }) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RequestPasswordResetPayload> {
    return payloadOf(async () => ({ codeChallenge: challengeView(await requestPasswordReset(ctx, email)) }));
  }

  @Mutation(() => VerifyCodePayload, {
    description:
      'Checks a password-reset code and marks the challenge verified (for 15 minutes). A wrong or expired code is a BAD_USER_INPUT user error with `codeRejection`; 10 tries a minute from one address (RATE_LIMITED).',
  })
  verifyCode(
    @Arg('challengeId', () => ID, CHALLENGE_ID) challengeId: string,
    @Arg('code', () => String, CODE) code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<VerifyCodePayload> {
    return codePayloadOf(async () => ({
      codeChallenge: challengeView(await verifyResetCode(ctx, { challengeId, code })),
    }));
  }

  @Mutation(() => ResetPasswordPayload, {
    description:
      'Sets a new password with a PASSWORD_RESET challenge verified in the last 15 minutes and not used yet, and signs the member out everywhere. A weak password is a user error on `newPassword`.',
  })
  resetPassword(
    @Arg('challengeId', () => ID, { description: 'The id of the verified PASSWORD_RESET challenge.' })
    challengeId: string,
    @Arg('newPassword', () => String, { description: `The new password: ${PASSWORD_RULE}.` }) newPassword: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ResetPasswordPayload> {
    return payloadOf(async () => ({
      endedSessionCount: await resetPassword(ctx, {
        challenge: await findChallenge(ctx, challengeId, CodePurpose.PASSWORD_RESET),
        newPassword,
      }),
    }));
  }

  @Authorized()
  @Mutation(() => ChangePasswordPayload, {
    description:
      'Changes the signed-in member’s password; keeps the calling session and ends every other one. A wrong current password or a weak new one is a user error naming its field.',
  })
  changePassword(
    @Arg('currentPassword', () => String, { description: 'The password now, to confirm it is the member.' })
    currentPassword: string,
    @Arg('newPassword', () => String, { description: `The new password: ${PASSWORD_RULE}.` }) newPassword: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ChangePasswordPayload> {
    return payloadOf(async () => ({ endedSessionCount: await changePassword(ctx, { currentPassword, newPassword }) }));
  }

  @Authorized()
  @Mutation(() => UpdateProfilePayload, {
    description:
      'Changes the signed-in member’s e-mail, username, full name and country, confirmed with the current password. Each field at fault (a wrong password on `currentPassword`, a name taken) is a BAD_USER_INPUT user error naming it; nothing changes then.',
  })
  updateProfile(
    @Arg('input', () => UpdateProfileInput, { description: 'Every detail as it should be, with the password.' })
    input: UpdateProfileInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UpdateProfilePayload> {
    return payloadOf(async () => ({ user: await updateProfile(ctx, input) }));
  }

  @Authorized()
  @Mutation(() => SetPrivacyPayload, {
    description:
      "Makes the signed-in member's account private (posts and followers for accepted followers only; following asks) or public again. Existing followers stay; pending requests wait for an answer.",
  })
  setPrivacy(
    @Arg('isPrivate', () => Boolean, { description: 'true: private; false: public.' }) isPrivate: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SetPrivacyPayload> {
    return payloadOf(async () => ({ user: await setPrivacy(ctx, isPrivate) }));
  }

  @Authorized()
  @Mutation(() => UploadProfilePhotoPayload, {
    description:
      'Replaces the signed-in member’s profile photo: JPEG, PNG, WebP, GIF or AVIF up to 5 MB, re-encoded to WebP with its metadata stripped, with a thumbnail; the previous photo is deleted. Too large is a PAYLOAD_TOO_LARGE user error, not an image UNSUPPORTED_MEDIA_TYPE.',
  })
  uploadProfilePhoto(
    @Arg('file', () => GraphQLUpload, { description: 'The picture (multipart upload).' }) file: Promise<FileUpload>,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UploadProfilePhotoPayload> {
    return payloadOf(async () => ({ user: await uploadProfilePhoto(ctx, await readUpload(file)) }));
  }
}
