import { Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { fetchTrivia } from './fetch-trivia.js';
import { recentTrivia } from './recent-trivia.js';
import { triviaAllowance } from './trivia-allowance.js';
import { TriviaAllowanceType, TriviaBatchType } from './trivia.types.js';

@Resolver()
export class TriviaResolver {
  @Authorized()
  @Query(() => TriviaAllowanceType, { description: 'How many of the 10 hourly trivia fetches the member has used.' })
  triviaAllowance(@Ctx() ctx: GraphQLContext): Promise<TriviaAllowanceType> {
    return triviaAllowance(ctx);
  }

  @Authorized()
  @Query(() => TriviaBatchType, {
    description:
      'The questions served in the last hour and the allowance, without spending a fetch (the page opened again).',
  })
  recentTrivia(@Ctx() ctx: GraphQLContext): Promise<TriviaBatchType> {
    return recentTrivia(ctx);
  }

  @Authorized()
  @Mutation(() => TriviaBatchType, {
    description:
      'The next 10 questions; the 11th fetch within an hour is refused with RATE_LIMITED (retryAfterSeconds).',
  })
  fetchTrivia(@Ctx() ctx: GraphQLContext): Promise<TriviaBatchType> {
    return fetchTrivia(ctx);
  }
}
