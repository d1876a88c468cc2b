import { createUnionType, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { typeNameResolver } from '../../graphql/type-resolution.js';
import { CodePurpose } from './code-purpose.js';
import { User } from './user.entity.js';

registerEnumType(CodePurpose, { name: 'CodePurpose', description: 'What a one-time code is for.' });

@ObjectType('User', { description: 'A CulturaLink member.' })
export class UserType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  username!: string;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  country!: string;

  @Field(() => Boolean, { description: 'Private members show their posts to approved followers only.' })
  isPrivate!: boolean;

  @Field(() => Boolean)
  isAdmin!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  // email, photoUrl and photoThumbUrl are field resolvers (user-fields.resolver.ts): they depend on the viewer.
}

@ObjectType('AuthPayload', {
  description: 'A fresh session: keep the token and send it as `Authorization: Bearer <token>`.',
})
export class AuthPayload {
  @Field(() => String)
  token!: string;

  @Field(() => UserType)
  user!: User;
}

@ObjectType('CodeChallenge', {
  description: 'A one-time code sent by e-mail. The code itself is never part of any answer.',
})
export class CodeChallengeType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => CodePurpose)
  purpose!: CodePurpose;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => Date, { description: 'When a new code may be requested.' })
  resendAvailableAt!: Date;

  @Field(() => Boolean)
  verified!: boolean;
}

@ObjectType('FieldError', { description: 'A problem with one input field.' })
export class FieldErrorType {
  @Field(() => String, {
    description: 'fullName, country, email, username, password, passwordConfirmation, currentPassword or newPassword.',
  })
  field!: string;

  @Field(() => String)
  message!: string;
}

@ObjectType('ValidationFailed', { description: 'The input was refused; nothing changed.' })
export class ValidationFailed {
  @Field(() => String)
  message!: string;

  @Field(() => [FieldErrorType])
  fieldErrors!: FieldErrorType[];

  constructor(message: string, fieldErrors: FieldErrorType[]) {
    this.message = message;
    this.fieldErrors = fieldErrors;
  }
}

export const StartSignUpResult = createUnionType({
  name: 'StartSignUpResult',
  types: () => [CodeChallengeType, ValidationFailed] as const,
  resolveType: typeNameResolver('StartSignUpResult', (value) =>
    value instanceof ValidationFailed ? 'ValidationFailed' : 'CodeChallenge',
  ),
});

export const UpdateProfileResult = createUnionType({
  name: 'UpdateProfileResult',
  types: () => [UserType, ValidationFailed] as const,
  resolveType: typeNameResolver('UpdateProfileResult', (value) =>
    value instanceof ValidationFailed ? 'ValidationFailed' : 'User',
  ),
});
