import { Field, InputType } from 'type-graphql';
import { EMAIL_MAX_LENGTH } from '@culturalink/common/email';
import { COUNTRY_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from '@culturalink/common/limits';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@culturalink/common/password-rules';
import { USERNAME_HINT } from '@culturalink/common/username';

const FULL_NAME = `The name the member goes by: 1 to ${FULL_NAME_MAX_LENGTH} characters (trimmed).`;
const COUNTRY = `The member’s country, in their own words: 1 to ${COUNTRY_MAX_LENGTH} characters (trimmed).`;
const EMAIL = `An e-mail address (at most ${EMAIL_MAX_LENGTH} characters), kept lower-cased; no other member may have it.`;
const USERNAME = `The handle: ${USERNAME_HINT}; unique whatever the letter case.`;

@InputType('SignUpInput', {
  description: 'A new member’s details; every field is checked, each error names its field.',
})
export class SignUpInput {
  @Field(() => String, { description: FULL_NAME })
  fullName!: string;

  @Field(() => String, { description: COUNTRY })
  country!: string;

  @Field(() => String, { description: `${EMAIL} The code is mailed to it.` })
  email!: string;

  @Field(() => String, { description: USERNAME })
  username!: string;

  @Field(() => String, {
    description: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters with a capital letter, a digit and a symbol.`,
  })
  password!: string;

  @Field(() => String, { description: 'The password again; it must match `password`.' })
  passwordConfirmation!: string;
}

@InputType('UpdateProfileInput', {
  description: 'The signed-in member’s details as they should be (send every one, changed or not) and the password.',
})
export class UpdateProfileInput {
  @Field(() => String, { description: EMAIL })
  email!: string;

  @Field(() => String, { description: USERNAME })
  username!: string;

  @Field(() => String, { description: FULL_NAME })
  fullName!: string;

  @Field(() => String, { description: COUNTRY })
  country!: string;

  @Field(() => String, { description: 'The current password, to confirm the change.' })
  currentPassword!: string;
}
