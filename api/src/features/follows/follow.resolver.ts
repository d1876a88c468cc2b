import { Arg, Authorized, Ctx, ID, Mutation, Resolver, Root, Subscription } from 'type-graphql';
import { badInput } from '../../app/errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_DESCRIPTION, afterOf } from '../../graphql/event-stream.js';
import { FollowChangeType } from './follow-change.types.js';
import { followChangedStream } from './live-follows.js';
import { respondToFollowRequest, setFollow, toggleFollow, type FollowOutcome } from './follow.service.js';
import { FollowRequestAnswer, FollowResult, FollowStatus } from './follow.types.js';

const USER_ID = { description: 'The member, not the signed-in one.' };
const asResult = (outcome: FollowOutcome): FollowResult => ({ ...outcome, status: FollowStatus[outcome.status] });

@Resolver()
export class FollowResolver {
  @Authorized()
  @Mutation(() => FollowResult, {
    description:
      'Follows a public member, or asks a private one (status REQUESTED until they approve). Idempotent: a member already followed or asked stays so, and is not notified again.',
  })
  async followUser(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => ID, USER_ID) userId: string,
  ): Promise<FollowResult> {
    return asResult(await setFollow(ctx, userId, true));
  }

  @Authorized()
  @Mutation(() => FollowResult, {
    description:
      'Unfollows a member, or cancels the follow request to a private one. Idempotent: a member not followed stays so.',
  })
  async unfollowUser(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => ID, USER_ID) userId: string,
  ): Promise<FollowResult> {
    return asResult(await setFollow(ctx, userId, false));
  }

  @Authorized()
  @Mutation(() => FollowResult, {
    description: 'Follows a public member, asks a private one, or unfollows / cancels the request.',
    deprecationReason:
      'Use followUser or unfollowUser instead (a retried toggle undoes itself), since 2026-11-24. Removed after 2027-05-24.',
  })
  async toggleFollow(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => ID, USER_ID) userId: string,
  ): Promise<FollowResult> {
    return asResult(await toggleFollow(ctx, userId));
  }

  @Authorized()
  @Mutation(() => FollowRequestAnswer, {
    description: 'Approves or declines a follow request, named by its follow id or its notification id.',
  })
  respondToFollowRequest(
    @Ctx() ctx: GraphQLContext,
    @Arg('approve', () => Boolean) approve: boolean,
    @Arg('followId', () => ID, { nullable: true }) followId?: string | null,
    @Arg('notificationId', () => ID, { nullable: true }) notificationId?: string | null,
  ): Promise<FollowRequestAnswer> {
    if (!followId && !notificationId) throw badInput('Give the followId or the notificationId of the request.');
    return respondToFollowRequest(ctx, { followId, notificationId, approve });
  }

  @Authorized()
  @Subscription(() => FollowChangeType, {
    description:
      "Each change to a follow the signed-in member is one side of (asked, followed, approved, declined, unfollowed or cancelled), with the pair's status and both members' follow numbers now; only the two members hear it.",
    subscribe: ({ context, args }) => followChangedStream(context as GraphQLContext, afterOf(args)),
  })
  followChanged(
    @Root() change: FollowChangeType,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION }) _after?: string | null,
  ): FollowChangeType {
    return change;
  }
}
