import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { encodeCursor } from '../../kernel/paging.js';
import { connectionOfEdges } from '../../graphql/relay/connection.js';
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
  @FieldResolver(() => Int, { description: 'Accepted followers.' })
  followerCount(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<number> {
    return profileLoaders(ctx).followerCount.load(user.id);
  }

  @FieldResolver(() => Int, { description: 'Members this one follows (accepted).' })
  followingCount(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<number> {
    return profileLoaders(ctx).followingCount.load(user.id);
  }

  @FieldResolver(() => Int, { description: 'Published (not banned) posts.' })
  postCount(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<number> {
    return profileLoaders(ctx).postCount.load(user.id);
  }

  @FieldResolver(() => FollowStatus, {
    description: 'How the signed-in member follows this one (NONE for guests and oneself).',
  })
  async followStatus(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<FollowStatus> {
    return FollowStatus[await profileLoaders(ctx).followState.load(user.id)];
  }

  @FieldResolver(() => Boolean, { description: 'True when the signed-in member follows this one (accepted).' })
  async isFollowed(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return (await profileLoaders(ctx).followState.load(user.id)) === 'FOLLOWING';
  }

  @FieldResolver(() => UserConnection, {
    description: "Accepted followers, newest first; empty when the viewer may not see a private member's posts.",
  })
  async followers(
    @Root() user: User,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<UserConnection> {
    const page = await listFollowers(ctx, { userId: user.id, first, after });
    const edges = page.nodes.map((follow) => ({ cursor: encodeCursor(follow), node: follow.follower }));
    return connectionOfEdges(edges, page.hasNextPage, { after });
  }

  @FieldResolver(() => [AchievementType], {
    description: 'The ten badges in order, locked or unlocked, with progress.',
  })
  async achievements(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<AchievementType[]> {
    return toAchievementTypes(await profileLoaders(ctx).counters.load(user.id));
  }

  @FieldResolver(() => AchievementCountersType)
  async achievementCounters(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<AchievementCountersType> {
    return toAchievementCountersType(await profileLoaders(ctx).counters.load(user.id));
  }
}
