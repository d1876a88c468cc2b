import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { encodeCursor } from '../../kernel/paging.js';
import { AFTER_ARG, FIRST_ARG, toConnection } from '../../graphql/relay/connection.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import { listFollowers } from '../follows/index.js';
import { FollowStatus } from '../follows/index.js';
import { profileLoaders } from './profile-loaders.js';
import {
  AchievementCountersType,
  AchievementType,
  UserConnection,
  toAchievementCountersType,
  toAchievementTypes,
} from './profile.types.js';

/** Profile numbers and relations of any member, batched per request. */
@Resolver(() => UserType)
export class UserProfileFieldsResolver {
  @FieldResolver(() => Int, {
    description: 'How many members follow this one (accepted follows; a pending request does not count).',
  })
  followerCount(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<number> {
    return profileLoaders(ctx).followerCount.load(user.id);
  }

  @FieldResolver(() => Int, { description: 'How many members this one follows (accepted follows).' })
  followingCount(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<number> {
    return profileLoaders(ctx).followingCount.load(user.id);
  }

  @FieldResolver(() => Int, { description: 'How many posts the member has published (banned ones not counted).' })
  postCount(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<number> {
    return profileLoaders(ctx).postCount.load(user.id);
  }

  @FieldResolver(() => FollowStatus, {
    description: 'How the signed-in member follows this one: NONE for guests and for oneself.',
  })
  async followStatus(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<FollowStatus> {
    return FollowStatus[await profileLoaders(ctx).followState.load(user.id)];
  }

  @FieldResolver(() => Boolean, {
    description: 'True when the signed-in member follows this one (`followStatus` is FOLLOWING).',
  })
  async isFollowed(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return (await profileLoaders(ctx).followState.load(user.id)) === 'FOLLOWING';
  }

  @FieldResolver(() => UserConnection, {
    description:
      "The member's followers (accepted follows of active members), the newest follow first; empty when the viewer may not see a private member's posts (only the member, administrators and accepted followers may).",
  })
  async followers(
    @Root() user: User,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<UserConnection> {
    const page = await listFollowers(ctx, { userId: user.id, first, after });
    const connection = toConnection(page, encodeCursor, { after });
    return {
      ...connection,
      edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: edge.node.follower })),
      nodes: connection.nodes.map((follow) => follow.follower),
    };
  }

  @FieldResolver(() => [AchievementType], {
    description: 'The ten badges in the product’s order, locked or unlocked, with the member’s progress toward each.',
  })
  async achievements(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<AchievementType[]> {
    return toAchievementTypes(await profileLoaders(ctx).counters.load(user.id));
  }

  @FieldResolver(() => AchievementCountersType, {
    description: 'The counters the badges are reached by, derived from what the member did (undoing lowers them).',
  })
  async achievementCounters(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<AchievementCountersType> {
    return toAchievementCountersType(await profileLoaders(ctx).counters.load(user.id));
  }
}
