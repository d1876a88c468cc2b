import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { SignUpInput, UpdateProfileInput } from './accounts.inputs.js';
import { AuthPayload, CodeChallengeType, StartSignUpResult, UpdateProfileResult, UserType, ValidationFailed } from './accounts.types.js';
import type { User } from './user.entity.js';

const notImplemented = (): never => {
  throw new Error('not implemented yet');
};

/** Every account mutation; each one is a thin adapter over the service function of the same name. */
@Resolver()
export class AccountsResolver {
  @Mutation(() => StartSignUpResult, { description: 'Validates the sign-up (uniqueness included), keeps it pending and e-mails a 6-digit code.' })
  async startSignUp(@Arg('input', () => SignUpInput) _input: SignUpInput, @Ctx() _ctx: GraphQLContext): Promise<CodeChallengeType | ValidationFailed> {
    return notImplemented();
  }

  @Mutation(() => CodeChallengeType, { description: 'Sends a new code for a pending challenge (throttled: RATE_LIMITED with retryAfterSeconds).' })
  async resendCode(@Arg('challengeId', () => ID) _challengeId: string, @Ctx() _ctx: GraphQLContext): Promise<CodeChallengeType> {
    return notImplemented();
  }

  @Mutation(() => AuthPayload, { description: 'Verifies the sign-up code, creates the member and signs them in.' })
  async completeSignUp(@Arg('challengeId', () => ID) _challengeId: string, @Arg('code', () => String) _code: string, @Ctx() _ctx: GraphQLContext): Promise<AuthPayload> {
    return notImplemented();
  }

  @Mutation(() => AuthPayload)
  async login(@Arg('username', () => String) _username: string, @Arg('password', () => String) _password: string, @Ctx() _ctx: GraphQLContext): Promise<AuthPayload> {
    return notImplemented();
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revokes the calling session.' })
  async logout(@Ctx() _ctx: GraphQLContext): Promise<boolean> {
    return notImplemented();
  }

  @Mutation(() => CodeChallengeType, { description: 'Answers the same whether or not the e-mail belongs to a member; mails a code only if it does.' })
  async requestPasswordReset(@Arg('email', () => String) _email: string, @Ctx() _ctx: GraphQLContext): Promise<CodeChallengeType> {
    return notImplemented();
  }

  @Mutation(() => CodeChallengeType, { description: 'Checks a password-reset code and marks the challenge verified.' })
  async verifyCode(@Arg('challengeId', () => ID) _challengeId: string, @Arg('code', () => String) _code: string, @Ctx() _ctx: GraphQLContext): Promise<CodeChallengeType> {
    return notImplemented();
  }

  @Mutation(() => Boolean, { description: 'Needs a verified, unused PASSWORD_RESET challenge. Signs the member out everywhere.' })
  async resetPassword(@Arg('challengeId', () => ID) _challengeId: string, @Arg('newPassword', () => String) _newPassword: string, @Ctx() _ctx: GraphQLContext): Promise<boolean> {
    return notImplemented();
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Keeps the calling session and ends every other one.' })
  async changePassword(@Arg('currentPassword', () => String) _currentPassword: string, @Arg('newPassword', () => String) _newPassword: string, @Ctx() _ctx: GraphQLContext): Promise<boolean> {
    return notImplemented();
  }

  @Authorized()
  @Mutation(() => UpdateProfileResult)
  async updateProfile(@Arg('input', () => UpdateProfileInput) _input: UpdateProfileInput, @Ctx() _ctx: GraphQLContext): Promise<User | ValidationFailed> {
    return notImplemented();
  }

  @Authorized()
  @Mutation(() => UserType)
  async setPrivacy(@Arg('isPrivate', () => Boolean) _isPrivate: boolean, @Ctx() _ctx: GraphQLContext): Promise<User> {
    return notImplemented();
  }

  @Authorized()
  @Mutation(() => UserType, { description: 'JPEG, PNG, WebP, GIF or AVIF up to 5 MB; re-encoded, metadata stripped.' })
  async uploadProfilePhoto(@Arg('file', () => GraphQLUpload) _file: Promise<FileUpload>, @Ctx() _ctx: GraphQLContext): Promise<User> {
    return notImplemented();
  }
}
