import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { GENERAL_WINDOW_MS, peekGeneralLimit } from '../app/request-rate-limit.js';
import type { GraphQLContext } from './context.js';
import { QUERY_LIMITS } from './limits.js';

@ObjectType({ description: 'Where the caller stands in the general rate limit, as the `RateLimit-*` headers say.' })
export class RateLimit {
  @Field(() => Int, { description: 'Requests (HTTP requests and WebSocket operations) allowed per window.' })
  limit!: number;

  @Field(() => Int, { description: 'Requests left in the current window.' })
  remaining!: number;

  @Field(() => Date, { description: 'When the window starts afresh (`remaining` is back to `limit`).' })
  resetAt!: Date;

  @Field(() => Int, { description: 'The length of a window, in seconds.' })
  windowSeconds!: number;

  @Field(() => Int, { description: 'The most one operation may cost (see `extensions.cost` of every answer).' })
  queryCostLimit!: number;
}

@Resolver()
export class RateLimitResolver {
  @Query(() => RateLimit, {
    description:
      'Where the caller (the signed-in member, else the address) stands in the general rate limit. Free: a query of only `rateLimit` is not counted and costs 0.',
  })
  async rateLimit(@Ctx() ctx: GraphQLContext): Promise<RateLimit> {
    const state = await peekGeneralLimit(ctx);
    return {
      limit: state.limit,
      remaining: state.remaining,
      resetAt: state.resetAt,
      windowSeconds: GENERAL_WINDOW_MS / 1000,
      queryCostLimit: QUERY_LIMITS.cost,
    };
  }
}
