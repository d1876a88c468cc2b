import { COUNTRY_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from '@culturalink/common/limits';
import { USERNAME_HINT } from '@culturalink/common/username';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { NodeInterface } from '../../graphql/relay/node.js';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import { CodePurpose } from './code-purpose.js';
import { CodeRejection } from './code-rejection.types.js';
import type { User } from './user.entity.js';

registerEnumType(CodePurpose, {
  name: 'CodePurpose',
  description: 'What a one-time code is for.',
  valuesConfig: {
    SIGN_UP: { description: 'Proves the e-mail address of a new member (startSignUp, then completeSignUp).' },
    PASSWORD_RESET: {
      description: 'Lets a member set a new password (requestPasswordReset, verifyCode, resetPassword).',
    },
    ACCOUNT_SETUP: {
      description:
        'An administrator created the account; the member proves the address, chooses a username and sets a password (completeAccountSetup).',
    },
  },
});

@ObjectType('User', {
  implements: NodeInterface,
  description:
    'A CulturaLink member. Anyone may see an active member (`node(id:)`, `user`, `userByUsername`); a deactivated one only administrators. A private member’s posts and followers are shown to their accepted followers only.',
})
export class UserType extends NodeInterface {
  @Field(() => ID, { description: 'The global id; `user(id:)` and `node(id:)` take it.' })
  id!: string;

  @Field(() => String, {
    description: `The unique handle, shown as @username: ${USERNAME_HINT} (unique whatever the letter case).`,
  })
  username!: string;

  @Field(() => String, { description: `The name the member goes by, 1 to ${FULL_NAME_MAX_LENGTH} characters.` })
  fullName!: string;

  @Field(() => String, {
    description: `The country the member gave, as they wrote it (1 to ${COUNTRY_MAX_LENGTH} characters).`,
  })
  country!: string;

  @Field(() => Boolean, {
    description: 'Private members show their posts and followers to accepted followers only; following them asks.',
  })
  isPrivate!: boolean;

  @Field(() => Boolean, { description: 'Whether the member is an administrator.' })
  isAdmin!: boolean;

  @Field(() => Date, { description: 'When the account was created.' })
  createdAt!: Date;

  // email, photoUrl and photoThumbUrl are field resolvers (user-fields.resolver.ts): they depend on the viewer.
}

const SESSION_TOKEN =
  'The session token (30 days): send it as `Authorization: Bearer <token>`. Shown this once; only its SHA-256 is kept. Null when userErrors says why not.';

@ObjectType('CodeChallenge', {
  description:
    'A one-time code sent by e-mail (6 digits, valid 10 minutes, five tries). The code itself is never part of any answer: it is checked by the server only.',
})
export class CodeChallengeType {
  @Field(() => ID, {
    description: 'The challenge id: give it back with the code (completeSignUp, verifyCode, resendCode).',
  })
  id!: string;

  @Field(() => String, {
    description: 'The address the code was sent to (for a reset, sent only if it is a member’s).',
  })
  email!: string;

  @Field(() => CodePurpose, { description: 'What the code is for.' })
  purpose!: CodePurpose;

  @Field(() => Date, { description: 'When the code stops working.' })
  expiresAt!: Date;

  @Field(() => Date, { description: 'When a new code may be asked for with resendCode (30 s after the last one).' })
  resendAvailableAt!: Date;

  @Field(() => Boolean, {
    description: 'Whether the right code was given (verifyCode) and the challenge is not used up yet.',
  })
  verified!: boolean;
}

@ObjectType('StartSignUpPayload', { description: 'What startSignUp did.' })
export class StartSignUpPayload extends MutationPayload {
  @Field(() => CodeChallengeType, {
    nullable: true,
    description: 'The pending sign-up, whose code was e-mailed; null when userErrors says why not.',
  })
  codeChallenge?: CodeChallengeType | null;
}

@ObjectType('ResendCodePayload', { description: 'What resendCode did.' })
export class ResendCodePayload extends MutationPayload {
  @Field(() => CodeChallengeType, {
    nullable: true,
    description:
      'The challenge with its new code sent (the old code stops working); null when userErrors says why not.',
  })
  codeChallenge?: CodeChallengeType | null;
}

@ObjectType('CompleteSignUpPayload', { description: 'What completeSignUp did.' })
export class CompleteSignUpPayload extends MutationPayload {
  @Field(() => String, { nullable: true, description: SESSION_TOKEN })
  token?: string | null;

  @Field(() => UserType, {
    nullable: true,
    description: 'The new member, signed in (with their own e-mail address); null when userErrors says why not.',
  })
  user?: User | null;

  @Field(() => CodeRejection, {
    nullable: true,
    description: 'When the code was refused: why, and the tries left; null otherwise.',
  })
  codeRejection?: CodeRejection | null;
}

@ObjectType('LoginPayload', { description: 'What login did.' })
export class LoginPayload extends MutationPayload {
  @Field(() => String, { nullable: true, description: SESSION_TOKEN })
  token?: string | null;

  @Field(() => UserType, {
    nullable: true,
    description: 'The member signed in (with their own e-mail address); null when userErrors says why not.',
  })
  user?: User | null;
}

@ObjectType('LogoutPayload', { description: 'What logout did.' })
export class LogoutPayload extends MutationPayload {
  @Field(() => UserType, {
    nullable: true,
    description:
      'The member whose calling session ended (its sockets closed; their other sessions stay); null when userErrors says why not.',
  })
  user?: User | null;
}

@ObjectType('RequestPasswordResetPayload', { description: 'What requestPasswordReset did.' })
export class RequestPasswordResetPayload extends MutationPayload {
  @Field(() => CodeChallengeType, {
    nullable: true,
    description:
      'The reset challenge, the same whether or not the address is a member’s (a code is mailed only if it is); null when userErrors says why not.',
  })
  codeChallenge?: CodeChallengeType | null;
}

@ObjectType('VerifyCodePayload', { description: 'What verifyCode did.' })
export class VerifyCodePayload extends MutationPayload {
  @Field(() => CodeChallengeType, {
    nullable: true,
    description:
      'The challenge, now `verified` (usable by resetPassword for 15 minutes); null when userErrors says why not.',
  })
  codeChallenge?: CodeChallengeType | null;

  @Field(() => CodeRejection, {
    nullable: true,
    description: 'When the code was refused: why, and the tries left; null otherwise.',
  })
  codeRejection?: CodeRejection | null;
}

@ObjectType('ResetPasswordPayload', { description: 'What resetPassword did.' })
export class ResetPasswordPayload extends MutationPayload {
  @Field(() => Int, {
    nullable: true,
    description:
      'How many sessions of the member were ended (all of them: sign in with the new password); null when userErrors says why not.',
  })
  endedSessionCount?: number | null;
}

@ObjectType('ChangePasswordPayload', { description: 'What changePassword did.' })
export class ChangePasswordPayload extends MutationPayload {
  @Field(() => Int, {
    nullable: true,
    description:
      'How many other sessions of the member were ended (the calling one stays); null when userErrors says why not.',
  })
  endedSessionCount?: number | null;
}

@ObjectType('UpdateProfilePayload', { description: 'What updateProfile did.' })
export class UpdateProfilePayload extends MutationPayload {
  @Field(() => UserType, {
    nullable: true,
    description: 'The signed-in member as they are now; null when userErrors says why not (then nothing changed).',
  })
  user?: User | null;
}

@ObjectType('SetPrivacyPayload', { description: 'What setPrivacy did.' })
export class SetPrivacyPayload extends MutationPayload {
  @Field(() => UserType, {
    nullable: true,
    description: 'The signed-in member with `isPrivate` as it is now; null when userErrors says why not.',
  })
  user?: User | null;
}

@ObjectType('UploadProfilePhotoPayload', { description: 'What uploadProfilePhoto did.' })
export class UploadProfilePhotoPayload extends MutationPayload {
  @Field(() => UserType, {
    nullable: true,
    description: 'The signed-in member with the new `photoUrl` and `photoThumbUrl`; null when userErrors says why not.',
  })
  user?: User | null;
}
