import { Ctx, Field, Int, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { BUDGET_WINDOW_MS, budgetOf } from '../app/budgets.js';
import { peekGeneralLimit } from '../app/request-rate-limit.js';
import type { GraphQLContext } from './context.js';
import { QUERY_LIMITS } from './limits.js';

export enum RateLimitBudget {
  WEB = 'web',
  TOKEN = 'token',
  APP = 'app',
  GUEST = 'guest',
}

registerEnumType(RateLimitBudget, {
  name: 'RateLimitBudget',
  description: 'Whose budget a request is charged to.',
  valuesConfig: {
    WEB: { description: "The signed-in member's web sessions, all together." },
    TOKEN: { description: 'One personal access token.' },
    APP: { description: 'One OAuth app acting for one member.' },
    GUEST: { description: 'A caller without credentials, by address.' },
  },
});

@ObjectType({ description: "Where the caller stands in its credential's budget, as the `RateLimit-*` headers say." })
export class RateLimit {
  @Field(() => Int, {
    description: 'Cost points allowed per window (each operation is charged its cost, at least 1; each REST call 1).',
  })
  limit!: number;

  @Field(() => Int, { description: 'Cost points left in the current window.' })
  remaining!: number;

  @Field(() => RateLimitBudget, { description: 'Whose budget this is: web sessions, a token, an app or a guest.' })
  budget!: RateLimitBudget;

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
      "Where the caller stands in its credential's budget (the member's web sessions, a personal access token, an OAuth app, else the address). Free: a query of only `rateLimit` is not charged and costs 0.",
  })
  async rateLimit(@Ctx() ctx: GraphQLContext): Promise<RateLimit> {
    const state = await peekGeneralLimit(ctx);
    const budget = ctx.budget ?? budgetOf(ctx.services, ctx);
    return {
      limit: state.limit,
      remaining: state.remaining,
      budget: budget.credential as RateLimitBudget,
      resetAt: state.resetAt,
      windowSeconds: BUDGET_WINDOW_MS / 1000,
      queryCostLimit: QUERY_LIMITS.cost,
    };
  }
}
