import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { search } from './search.service.js';
import { SearchResult } from './search.types.js';

@Resolver()
export class SearchResolver {
  @Query(() => SearchResult, {
    description: 'Searches members (username, full name) and posts (title, content, country, category).',
  })
  search(
    @Ctx() ctx: GraphQLContext,
    @Arg('text', () => String) text: string,
    @Arg('first', () => Int, { nullable: true, description: 'Per list, at most 50; 10 by default.' })
    first?: number | null,
  ): Promise<SearchResult> {
    return search(ctx, { text, first });
  }
}
