import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FollowStatus } from './follow.types.js';

export enum FollowChangeKind {
  REQUESTED = 'REQUESTED',
  FOLLOWED = 'FOLLOWED',
  APPROVED = 'APPROVED',
  DECLINED = 'DECLINED',
  REMOVED = 'REMOVED',
}

registerEnumType(FollowChangeKind, {
  name: 'FollowChangeKind',
  description: 'What happened to a follow between the signed-in member and another.',
  valuesConfig: {
    REQUESTED: { description: 'The follower asked to follow a private member.' },
    FOLLOWED: { description: 'The follower followed a public member (no approval needed).' },
    APPROVED: { description: 'The followee approved the request.' },
    DECLINED: { description: 'The followee declined the request.' },
    REMOVED: { description: 'The follower unfollowed, or cancelled the request.' },
  },
});

@ObjectType('FollowChangeMember', {
  description: "One side of a changed follow, with the member's follow numbers as the reads give them when delivered.",
})
export class FollowChangeMemberType {
  @Field(() => ID, { description: "The member's id (`User.id`)." })
  id!: string;

  @Field(() => String, { description: "The member's username." })
  username!: string;

  @Field(() => Int, { description: 'Accepted followers (the same number as `User.followerCount`).' })
  followerCount!: number;

  @Field(() => Int, { description: 'Members followed, accepted (the same number as `User.followingCount`).' })
  followingCount!: number;
}

@ObjectType('FollowChange', { description: 'A follow between the signed-in member and another changed.' })
export class FollowChangeType {
  @Field(() => FollowChangeKind, { description: 'What happened to the follow.' })
  kind!: FollowChangeKind;

  @Field(() => ID, { description: 'The follow (or follow request) concerned.' })
  followId!: string;

  @Field(() => FollowStatus, {
    description:
      'How `follower` follows `followee` after this change (`User.followStatus` as the follower reads it): REQUESTED, FOLLOWING after FOLLOWED or APPROVED, NONE after DECLINED or REMOVED.',
  })
  status!: FollowStatus;

  @Field(() => FollowChangeMemberType, { description: 'Who follows, or asked to.' })
  follower!: FollowChangeMemberType;

  @Field(() => FollowChangeMemberType, { description: 'Who is followed, or was asked.' })
  followee!: FollowChangeMemberType;
}
