import { COUNTRY_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from '@culturalink/common/limits';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionOf, TOTAL_COUNT_DESCRIPTION } from '../../graphql/relay/connection.js';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import { AchievementCountersType, AchievementType } from '../profiles/index.js';
import { MAX_FOLLOWER_NAMES } from './admin-user-view.js';

@ObjectType('AdminUser', {
  description:
    "A member as administrators see them in 'Cultura Users Management' (administrators only). Its id is the member's own: `node(id:)` answers that id with the member as `User`, so this view is read with `adminUser(id:)` or `adminUsers`.",
})
export class AdminUserType {
  @Field(() => ID, { description: "The member's id (the same as their `User.id`)." })
  id!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The username; null while an invited member has not finished their account setup.',
  })
  username!: string | null;

  @Field(() => String, { description: 'The full name, as the member or an administrator wrote it.' })
  fullName!: string;

  @Field(() => String, { description: 'The e-mail address (lower case), unique among members.' })
  email!: string;

  @Field(() => String, { description: 'The country the member gave, in words.' })
  country!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The absolute URL of the profile photo; null when they have none.',
  })
  photoUrl!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The absolute URL of the photo as a small square thumbnail; null when they have none.',
  })
  photoThumbUrl!: string | null;

  @Field(() => Boolean, {
    description: 'False once an administrator deactivated the member: they cannot sign in and their content is hidden.',
  })
  isActive!: boolean;

  @Field(() => Boolean, { description: 'Whether the member has administrator rights.' })
  isAdmin!: boolean;

  @Field(() => Boolean, {
    description: 'Created by an administrator and still waiting for the member to choose a username and password.',
  })
  setupPending!: boolean;

  @Field(() => Date, { description: 'When the account was created.' })
  createdAt!: Date;

  @Field(() => Int, { description: 'How many members follow them (accepted follows only).' })
  followerCount!: number;

  @Field(() => Int, { description: 'How many members they follow (accepted follows only).' })
  followingCount!: number;

  @Field(() => [String], {
    description: `Usernames of their accepted followers, most recent first; at most ${MAX_FOLLOWER_NAMES}.`,
  })
  followerUsernames!: string[];

  @Field(() => [AchievementType], { description: 'Every badge, unlocked or not, with the progress towards it.' })
  achievements!: AchievementType[];

  @Field(() => AchievementCountersType, { description: 'The counts the badges are earned by.' })
  achievementCounters!: AchievementCountersType;
}

@ObjectType('AdminUserConnection', {
  description:
    'Members as administrators see them, newest first; pass pageInfo.endCursor as `after` for the next page.',
})
export class AdminUserConnection extends connectionOf<AdminUserType>('AdminUser', () => AdminUserType) {
  @Field(() => Int, { description: `${TOTAL_COUNT_DESCRIPTION} Counted only when asked for.` })
  totalCount!: number;
}

@InputType('AdminUserInput', {
  description:
    'A member as an administrator creates or edits them. Full name, e-mail and country are required; isAdmin is optional (unchanged when omitted) and administrators cannot drop their own rights.',
})
export class AdminUserInput {
  @Field(() => String, { description: `The full name: 1 to ${FULL_NAME_MAX_LENGTH} characters after trimming.` })
  fullName!: string;

  @Field(() => String, {
    description: 'A valid e-mail address not used by another member (compared in any letter case); stored lower case.',
  })
  email!: string;

  @Field(() => String, { description: `The country, in words: 1 to ${COUNTRY_MAX_LENGTH} characters after trimming.` })
  country!: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether the member has administrator rights; omitted or null leaves them as they are.',
  })
  isAdmin?: boolean | null;
}

@ObjectType('CreateUserPayload', { description: 'What createUser answers.' })
export class CreateUserPayload extends MutationPayload {
  @Field(() => AdminUserType, {
    nullable: true,
    description: 'The new member, setup pending; null when userErrors says why not.',
  })
  user?: AdminUserType | null;
}

@ObjectType('UpdateUserPayload', { description: 'What updateUser answers.' })
export class UpdateUserPayload extends MutationPayload {
  @Field(() => AdminUserType, {
    nullable: true,
    description: 'The member as edited; null when userErrors says why not.',
  })
  user?: AdminUserType | null;
}

@ObjectType('SetUserActivePayload', { description: 'What setUserActive answers.' })
export class SetUserActivePayload extends MutationPayload {
  @Field(() => AdminUserType, {
    nullable: true,
    description: 'The member with their new activity; null when userErrors says why not.',
  })
  user?: AdminUserType | null;
}

@ObjectType('DeleteUserPayload', { description: 'What deleteUser answers.' })
export class DeleteUserPayload extends MutationPayload {
  @Field(() => ID, { nullable: true, description: 'The id the deleted member had; null when userErrors says why not.' })
  deletedUserId?: string | null;
}
