import { Arg, Authorized, Ctx, ID, Mutation, Resolver, Root, Subscription } from 'type-graphql';
import { badInput } from '../../app/errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_DESCRIPTION, afterOf } from '../../graphql/event-stream.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { primeFollowFacts } from '../profiles/index.js';
import { FollowChangeType } from './follow-change.types.js';
import { followChangedStream } from './live-follows.js';
import { respondToFollowRequest, setFollow } from './follow.service.js';
import { FollowUserPayload, RespondToFollowRequestPayload, UnfollowUserPayload } from './follow.types.js';

const USER_ID = { description: 'The member to follow or unfollow: anyone but the signed-in member.' };

/**
 * The member as the follow left them: their `followStatus` and `followerCount` are the ones the service answered
 * (read after its own commit, also when a concurrent follow won), not read again.
 */
async function followed(ctx: GraphQLContext, userId: string, want: boolean) {
  const outcome = await setFollow(ctx, userId, want);
  primeFollowFacts(ctx, outcome.user.id, { followState: outcome.status, followerCount: outcome.followerCount });
  return { user: outcome.user };
}

@Resolver()
export class FollowResolver {
  @Authorized()
  @Mutation(() => FollowUserPayload, {
    description:
      'Follows a public member, or asks a private one (`followStatus` REQUESTED until they approve). Idempotent: a member already followed or asked stays so, and is not notified again. 60 follow changes a minute.',
  })
  followUser(@Ctx() ctx: GraphQLContext, @Arg('userId', () => ID, USER_ID) userId: string): Promise<FollowUserPayload> {
    return payloadOf(() => followed(ctx, userId, true));
  }

  @Authorized()
  @Mutation(() => UnfollowUserPayload, {
    description:
      'Unfollows a member, or cancels the follow request to a private one (their posts are hidden again at once). Idempotent: a member not followed stays so.',
  })
  unfollowUser(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => ID, USER_ID) userId: string,
  ): Promise<UnfollowUserPayload> {
    return payloadOf(() => followed(ctx, userId, false));
  }

  @Authorized()
  @Mutation(() => RespondToFollowRequestPayload, {
    description:
      'The private member asked approves or declines a follow request, named by its follow id or the id of its FOLLOW_REQUEST notification. A request that is not theirs, or no longer waiting, is a NOT_FOUND user error.',
  })
  respondToFollowRequest(
    @Ctx() ctx: GraphQLContext,
    @Arg('approve', () => Boolean, { description: 'true approves the request; false declines it.' }) approve: boolean,
    @Arg('followId', () => ID, { nullable: true, description: 'The request’s follow id (`Notification.followId`).' })
    followId?: string | null,
    @Arg('notificationId', () => ID, {
      nullable: true,
      description: 'Or the id of the FOLLOW_REQUEST notification that announced it.',
    })
    notificationId?: string | null,
  ): Promise<RespondToFollowRequestPayload> {
    return payloadOf(async () => {
      if (!followId && !notificationId) throw badInput('Give the followId or the notificationId of the request.');
      return respondToFollowRequest(ctx, { followId, notificationId, approve });
    });
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
