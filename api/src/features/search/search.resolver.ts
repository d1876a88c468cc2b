import { SEARCH_TEXT_MAX_LENGTH } from '@culturalink/common/limits';
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_ARG, toConnection, type ConnectionShape } from '../../graphql/relay/connection.js';
import { FIRST_ARG } from '../../graphql/relay/connection.js';
import { checkSearchText, encodeSearchCursor, searchPosts, searchUsers, type SearchPage } from './search.service.js';
import { SearchPostConnection, SearchResult, SearchUserConnection } from './search.types.js';

/** A ranked page as a connection: each item's cursor is its place in the ranking. */
function rankedConnection<T>(page: SearchPage<T>, after: string | null | undefined): ConnectionShape<T> {
  const positions = new Map(page.nodes.map((node, index) => [node, page.start + index + 1]));
  return toConnection(page, (node) => encodeSearchCursor(positions.get(node)!), { after });
}

@Resolver(() => SearchResult)
export class SearchResolver {
  @Query(() => SearchResult, {
    description:
      'Searches members (username, full name) and posts (title, content, country, category) for a text; select the lists you need from the result, each paged on its own. Guests find public posts only.',
  })
  search(
    @Arg('text', () => String, {
      description: `What to look for: words or parts of words, any letter case, at most ${SEARCH_TEXT_MAX_LENGTH} characters (more is BAD_USER_INPUT); operators and quotes are plain text. Blank finds nothing.`,
    })
    text: string,
  ): SearchResult {
    checkSearchText(text);
    return { text };
  }

  @FieldResolver(() => SearchUserConnection, {
    description: 'Members whose username or full name matches (partly, any letter case, despite a typo).',
  })
  async users(
    @Root() result: SearchResult,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<SearchUserConnection> {
    return rankedConnection(await searchUsers(ctx, { text: result.text, first, after }), after);
  }

  @FieldResolver(() => SearchPostConnection, {
    description:
      'Posts the viewer may see whose title, content, country or category matches (words as prefixes, a title partly or despite a typo).',
  })
  async posts(
    @Root() result: SearchResult,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<SearchPostConnection> {
    return rankedConnection(await searchPosts(ctx, { text: result.text, first, after }), after);
  }
}
