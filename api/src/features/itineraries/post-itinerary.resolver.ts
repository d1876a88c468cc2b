import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PostType } from '../posts/index.js';
import { itineraryLoaders } from './itinerary-loaders.js';
import { ItinerarySummary } from './itinerary.types.js';

/** The itinerary card of a post, loaded in one batch per page. */
@Resolver(() => PostType)
export class PostItineraryResolver {
  @FieldResolver(() => ItinerarySummary, {
    nullable: true,
    description: 'The attached itinerary, or null (also when it was deleted or the viewer may not see it).',
  })
  itinerary(
    @Root() post: { itineraryId: string | null },
    @Ctx() ctx: GraphQLContext,
  ): Promise<ItinerarySummary | null> {
    return post.itineraryId ? itineraryLoaders(ctx).summary.load(post.itineraryId) : Promise.resolve(null);
  }
}
