import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';

export enum FollowStatus {
  NONE = 'NONE',
  REQUESTED = 'REQUESTED',
  FOLLOWING = 'FOLLOWING',
}
registerEnumType(FollowStatus, {
  name: 'FollowStatus',
  description: 'How the signed-in member follows another.',
  valuesConfig: {
    NONE: { description: 'Not following, and no request waiting (also for guests, and for oneself).' },
    REQUESTED: { description: 'A follow request to a private member, waiting for their approval.' },
    FOLLOWING: { description: 'Following (a public member, or a private one who approved).' },
  },
});

@ObjectType('FollowUserPayload', { description: 'What followUser did.' })
export class FollowUserPayload extends MutationPayload {
  @Field(() => UserType, {
    nullable: true,
    description:
      'The member followed or asked: `followStatus` is FOLLOWING (public) or REQUESTED (private), `followerCount` the number now. Null when userErrors says why not.',
  })
  user?: User | null;
}

@ObjectType('UnfollowUserPayload', { description: 'What unfollowUser did.' })
export class UnfollowUserPayload extends MutationPayload {
  @Field(() => UserType, {
    nullable: true,
    description:
      'The member no longer followed (or no longer asked): `followStatus` is NONE, `followerCount` the number now. Null when userErrors says why not.',
  })
  user?: User | null;
}

@ObjectType('RespondToFollowRequestPayload', { description: 'What respondToFollowRequest did.' })
export class RespondToFollowRequestPayload extends MutationPayload {
  @Field(() => Boolean, {
    nullable: true,
    description: 'True: approved (the requester follows now); false: declined. Null when userErrors says why not.',
  })
  approved?: boolean | null;

  @Field(() => UserType, { nullable: true, description: 'Who asked; null when userErrors says why not.' })
  requester?: User | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The signed-in member’s accepted followers now; null when userErrors says why not.',
  })
  followerCount?: number | null;
}
