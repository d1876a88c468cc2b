import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';

export enum FollowStatus {
  NONE = 'NONE',
  REQUESTED = 'REQUESTED',
  FOLLOWING = 'FOLLOWING',
}
registerEnumType(FollowStatus, {
  name: 'FollowStatus',
  description: 'How the signed-in member relates to another: REQUESTED waits for a private member to approve.',
});

@ObjectType('FollowResult')
export class FollowResult {
  @Field(() => FollowStatus)
  status!: FollowStatus;

  @Field(() => Int)
  followerCount!: number;

  @Field(() => UserType)
  user!: User;
}

@ObjectType('FollowRequestAnswer')
export class FollowRequestAnswer {
  @Field(() => Boolean)
  approved!: boolean;

  @Field(() => UserType, { description: 'Who asked.' })
  requester!: User;

  @Field(() => Int, { description: 'The signed-in member’s follower count now.' })
  followerCount!: number;
}
