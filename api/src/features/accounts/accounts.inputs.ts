import { Field, InputType } from 'type-graphql';

@InputType('SignUpInput')
export class SignUpInput {
  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  country!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { description: '3-30 letters, digits, _ and .' })
  username!: string;

  @Field(() => String, { description: '8-128 characters with a capital letter, a digit and a symbol.' })
  password!: string;

  @Field(() => String)
  passwordConfirmation!: string;
}

@InputType('UpdateProfileInput')
export class UpdateProfileInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  username!: string;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  country!: string;

  @Field(() => String, { description: 'The current password, to confirm the change.' })
  currentPassword!: string;
}
