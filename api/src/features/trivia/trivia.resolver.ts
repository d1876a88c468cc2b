import { Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { fetchTrivia } from './fetch-trivia.js';
import { recentTrivia } from './recent-trivia.js';
import { TRIVIA_FETCH_LIMIT, triviaAllowance } from './trivia-allowance.js';
import { FetchTriviaPayload, TriviaAllowanceType, TriviaBatchType } from './trivia.types.js';

@Resolver()
export class TriviaResolver {
  @Authorized()
  @Query(() => TriviaAllowanceType, {
    description: `How many of the ${TRIVIA_FETCH_LIMIT} hourly trivia fetches the signed-in member has used.`,
  })
  triviaAllowance(@Ctx() ctx: GraphQLContext): Promise<TriviaAllowanceType> {
    return triviaAllowance(ctx);
  }

  @Authorized()
  @Query(() => TriviaBatchType, {
    description:
      'The questions served to the signed-in member in the last hour and the allowance, without spending a fetch (the page opened again).',
  })
  recentTrivia(@Ctx() ctx: GraphQLContext): Promise<TriviaBatchType> {
    return recentTrivia(ctx);
  }

  @Authorized()
  @Mutation(() => FetchTriviaPayload, {
    description: `Serves the signed-in member the next 10 questions (none served to them in the last hour, about 10 different countries); the ${TRIVIA_FETCH_LIMIT + 1}th fetch within an hour is refused with RATE_LIMITED (\`retryAfterSeconds\`), a top-level error.`,
  })
  fetchTrivia(@Ctx() ctx: GraphQLContext): Promise<FetchTriviaPayload> {
    return payloadOf(async () => ({ batch: await fetchTrivia(ctx) }));
  }
}
