import { Arg, Authorized, Ctx, ID, Mutation, Resolver, Root, Subscription } from 'type-graphql';
import { badInput } from '../../app/errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_DESCRIPTION, afterOf } from '../../graphql/event-stream.js';
import { FollowChangeType } from './follow-change.types.js';
import { followChangedStream } from './live-follows.js';
import { respondToFollowRequest, toggleFollow } from './follow.service.js';
import { FollowRequestAnswer, FollowResult, FollowStatus } from './follow.types.js';

@Resolver()
export class FollowResolver {
  @Authorized()
  @Mutation(() => FollowResult, {
    description: 'Follows a public member, asks a private one, or unfollows / cancels the request.',
  })
  async toggleFollow(@Ctx() ctx: GraphQLContext, @Arg('userId', () => ID) userId: string): Promise<FollowResult> {
    const outcome = await toggleFollow(ctx, userId);
    return { ...outcome, status: FollowStatus[outcome.status] };
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
