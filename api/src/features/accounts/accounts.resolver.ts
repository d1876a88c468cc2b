import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { readUpload } from '../media/index.js';
import { SignUpInput, UpdateProfileInput } from './accounts.inputs.js';
import {
  AuthPayload,
  CodeChallengeType,
  StartSignUpResult,
  UpdateProfileResult,
  UserType,
  ValidationFailed,
} from './accounts.types.js';
import { changePassword } from './change-password.js';
import { challengeView, findChallenge, resendChallenge } from './code-challenge.service.js';
import { CodePurpose } from './code-purpose.js';
import { completeSignUp } from './complete-sign-up.js';
import { login, logout } from './login.js';
import { requestPasswordReset, resetPassword, verifyResetCode } from './password-reset.js';
import { uploadProfilePhoto } from './profile-photo.js';
import { setPrivacy } from './set-privacy.js';
import { startSignUp } from './start-sign-up.js';
import { updateProfile } from './update-profile.js';
import type { User } from './user.entity.js';

/** Every account mutation; each one is a thin adapter over the service function of the same name. */
@Resolver()
export class AccountsResolver {
  @Mutation(() => StartSignUpResult, {
    description: 'Validates the sign-up (uniqueness included), keeps it pending and e-mails a 6-digit code.',
  })
  async startSignUp(
    @Arg('input', () => SignUpInput) input: SignUpInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CodeChallengeType | ValidationFailed> {
    const result = await startSignUp(ctx, input);
    return result instanceof ValidationFailed ? result : challengeView(result);
  }

  @Mutation(() => CodeChallengeType, {
    description: 'Sends a new code for a pending challenge (throttled: RATE_LIMITED with retryAfterSeconds).',
  })
  async resendCode(
    @Arg('challengeId', () => ID) challengeId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CodeChallengeType> {
    return challengeView(await resendChallenge(ctx, challengeId));
  }

  @Mutation(() => AuthPayload, { description: 'Verifies the sign-up code, creates the member and signs them in.' })
  async completeSignUp(
    @Arg('challengeId', () => ID) challengeId: string,
    @Arg('code', () => String) code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuthPayload> {
    return completeSignUp(ctx, { challengeId, code });
  }

  @Mutation(() => AuthPayload)
  async login(
    @Arg('username', () => String) username: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuthPayload> {
    return login(ctx, { username, password });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revokes the calling session.' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await logout(ctx);
    return true;
  }

  @Mutation(() => CodeChallengeType, {
    description: 'Answers the same whether or not the e-mail belongs to a member; mails a code only if it does.',
  })
  async requestPasswordReset(
    @Arg('email', () => String) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CodeChallengeType> {
    return challengeView(await requestPasswordReset(ctx, email));
  }

  @Mutation(() => CodeChallengeType, { description: 'Checks a password-reset code and marks the challenge verified.' })
  async verifyCode(
    @Arg('challengeId', () => ID) challengeId: string,
    @Arg('code', () => String) code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CodeChallengeType> {
    return challengeView(await verifyResetCode(ctx, { challengeId, code }));
  }

  @Mutation(() => Boolean, {
    description: 'Needs a verified, unused PASSWORD_RESET challenge. Signs the member out everywhere.',
  })
  async resetPassword(
    @Arg('challengeId', () => ID) challengeId: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await resetPassword(ctx, {
      challenge: await findChallenge(ctx, challengeId, CodePurpose.PASSWORD_RESET),
      newPassword,
    });
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Keeps the calling session and ends every other one.' })
  async changePassword(
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await changePassword(ctx, { currentPassword, newPassword });
    return true;
  }

  @Authorized()
  @Mutation(() => UpdateProfileResult)
  async updateProfile(
    @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User | ValidationFailed> {
    return updateProfile(ctx, input);
  }

  @Authorized()
  @Mutation(() => UserType)
  async setPrivacy(@Arg('isPrivate', () => Boolean) isPrivate: boolean, @Ctx() ctx: GraphQLContext): Promise<User> {
    return setPrivacy(ctx, isPrivate);
  }

  @Authorized()
  @Mutation(() => UserType, { description: 'JPEG, PNG, WebP, GIF or AVIF up to 5 MB; re-encoded, metadata stripped.' })
  async uploadProfilePhoto(
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return uploadProfilePhoto(ctx, await readUpload(file));
  }
}
