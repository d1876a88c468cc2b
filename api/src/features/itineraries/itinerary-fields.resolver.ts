import { Arg, Ctx, FieldResolver, Float, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import { maskProfanity } from '../moderation-words/index.js';
import { itineraryLoaders } from './itinerary-loaders.js';
import type { Itinerary } from './itinerary.entity.js';
import { ItinerarySummary, ItineraryType, NearbySuggestion, StopType } from './itinerary.types.js';
import { nearbySuggestions } from './nearby-suggestions.js';
import type { Stop } from './stop.entity.js';

/** Itinerary fields that mask text or are loaded in batches (one query per field per page). */
@Resolver(() => ItineraryType)
export class ItineraryFieldsResolver {
  @FieldResolver(() => String, { description: 'Banned words are masked with asterisks.' })
  title(@Root() itinerary: Itinerary): string {
    return maskProfanity(itinerary.title);
  }

  @FieldResolver(() => String, { description: 'Banned words are masked with asterisks.' })
  description(@Root() itinerary: Itinerary): string {
    return maskProfanity(itinerary.description);
  }

  @FieldResolver(() => String, {
    description: 'Paragraphs separated by newlines, **bold** marked with double asterisks; banned words masked.',
  })
  tips(@Root() itinerary: Itinerary): string {
    return maskProfanity(itinerary.tips);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The cover under /uploads, or null.' })
  coverUrl(@Root() itinerary: Itinerary): string | null {
    return itinerary.coverPath;
  }

  @FieldResolver(() => String, { nullable: true, description: 'A 320 px thumbnail of the cover, or null.' })
  coverThumbUrl(@Root() itinerary: Itinerary): string | null {
    return itinerary.coverThumbPath;
  }

  @FieldResolver(() => UserType)
  async owner(@Root() itinerary: Itinerary, @Ctx() ctx: GraphQLContext): Promise<User> {
    return (await itineraryLoaders(ctx).user.load(itinerary.owner.id)) ?? itinerary.owner;
  }

  @FieldResolver(() => [StopType], { description: 'In position order.' })
  stops(@Root() itinerary: Itinerary, @Ctx() ctx: GraphQLContext): Promise<Stop[]> {
    return itineraryLoaders(ctx).stops.load(itinerary.id);
  }

  @FieldResolver(() => Float, {
    nullable: true,
    description: 'Average of the ratings to one decimal; null when nobody rated it.',
  })
  async averageRating(@Root() itinerary: Itinerary, @Ctx() ctx: GraphQLContext): Promise<number | null> {
    return (await itineraryLoaders(ctx).stats.load(itinerary.id)).averageRating;
  }

  @FieldResolver(() => Int)
  async ratingCount(@Root() itinerary: Itinerary, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await itineraryLoaders(ctx).stats.load(itinerary.id)).ratingCount;
  }

  @FieldResolver(() => Int, { nullable: true, description: "The viewer's rating, or null." })
  async myRating(@Root() itinerary: Itinerary, @Ctx() ctx: GraphQLContext): Promise<number | null> {
    return (await itineraryLoaders(ctx).stats.load(itinerary.id)).myRating;
  }

  @FieldResolver(() => Int, { description: 'How many itineraries were copied from this one.' })
  async forkCount(@Root() itinerary: Itinerary, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await itineraryLoaders(ctx).stats.load(itinerary.id)).forkCount;
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the viewer owns it (admins may edit too, but are not owners).',
  })
  isOwner(@Root() itinerary: Itinerary, @Ctx() ctx: GraphQLContext): boolean {
    return ctx.viewer?.id === itinerary.owner.id;
  }

  @FieldResolver(() => ItinerarySummary, {
    nullable: true,
    description: 'The original this was copied from, when the viewer may still see it.',
  })
  forkedFrom(@Root() itinerary: Itinerary, @Ctx() ctx: GraphQLContext): Promise<ItinerarySummary | null> {
    const originalId = itinerary.forkedFrom?.id;
    return originalId ? itineraryLoaders(ctx).summary.load(originalId) : Promise.resolve(null);
  }

  @FieldResolver(() => [NearbySuggestion], {
    description: "Within radiusMeters (at most 3000) of any stop: other members' stops (most rated first), then towns.",
  })
  nearbySuggestions(
    @Root() itinerary: Itinerary,
    @Ctx() ctx: GraphQLContext,
    @Arg('radiusMeters', () => Int, { defaultValue: 3000 }) radiusMeters: number,
  ): Promise<NearbySuggestion[]> {
    return nearbySuggestions(ctx, itinerary, radiusMeters);
  }
}

@Resolver(() => StopType)
export class StopFieldsResolver {
  @FieldResolver(() => String, { nullable: true, description: 'A photo of the stop under /uploads, or null.' })
  imageUrl(@Root() stop: Stop): string | null {
    return stop.imagePath;
  }
}
