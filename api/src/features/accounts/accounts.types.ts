import { Field, ID, ObjectType } from 'type-graphql';

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
}
