import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionOf } from '../../graphql/relay/connection.js';
import { AchievementCountersType, AchievementType } from '../profiles/index.js';

@ObjectType('AdminUser', { description: "A member as administrators see them in 'Cultura Users Management'." })
export class AdminUserType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Null while an invited member has not finished their account setup.',
  })
  username!: string | null;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  country!: string;

  @Field(() => String, { nullable: true })
  photoUrl!: string | null;

  @Field(() => String, { nullable: true })
  photoThumbUrl!: string | null;

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => Boolean)
  isAdmin!: boolean;

  @Field(() => Boolean, {
    description: 'Created by an administrator and still waiting for the member to choose a username and password.',
  })
  setupPending!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Int)
  followerCount!: number;

  @Field(() => Int)
  followingCount!: number;

  @Field(() => [String], { description: 'Usernames of accepted followers (at most 100).' })
  followerUsernames!: string[];

  @Field(() => [AchievementType])
  achievements!: AchievementType[];

  @Field(() => AchievementCountersType)
  achievementCounters!: AchievementCountersType;
}

@ObjectType('AdminUserConnection', { description: 'Members as administrators see them, newest first.' })
export class AdminUserConnection extends connectionOf<AdminUserType>('AdminUser', () => AdminUserType) {}

@InputType('AdminUserInput', {
  description:
    'Full name, e-mail and country are required. isAdmin is optional (unchanged when omitted); admins cannot drop their own rights.',
})
export class AdminUserInput {
  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  country!: string;

  @Field(() => Boolean, { nullable: true })
  isAdmin?: boolean | null;
}
