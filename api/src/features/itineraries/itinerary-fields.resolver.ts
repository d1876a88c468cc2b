import { Arg, Ctx, FieldResolver, Float, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { absoluteUrl } from '../../kernel/public-url.js';
import { UserType } from '../accounts/index.js';
import { money, MoneyType } from '../currency/index.js';
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

  @FieldResolver(() => MoneyType, { description: 'The whole budget, in the currency the owner chose.' })
  totalBudget(@Root() itinerary: Itinerary): MoneyType {
    return money(itinerary.totalBudget, itinerary.currency);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Absolute URL of the cover image, or null.' })
  coverUrl(@Root() itinerary: Itinerary, @Ctx() ctx: GraphQLContext): string | null {
    return absoluteUrl(ctx.origin, itinerary.coverPath);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Absolute URL of a 320 px thumbnail of the cover, or null.',
  })
  coverThumbUrl(@Root() itinerary: Itinerary, @Ctx() ctx: GraphQLContext): string | null {
    return absoluteUrl(ctx.origin, itinerary.coverThumbPath);
  }

  @FieldResolver(() => UserType, { description: 'The member who made it.' })
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

  @FieldResolver(() => Int, { description: 'How many members rated it.' })
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
    @Arg('radiusMeters', () => Int, { defaultValue: 3000, description: 'Metres around each stop, at most 3000.' })
    radiusMeters: number,
  ): Promise<NearbySuggestion[]> {
    return nearbySuggestions(ctx, itinerary, radiusMeters);
  }
}

@Resolver(() => StopType)
export class StopFieldsResolver {
  @FieldResolver(() => MoneyType, { description: 'What the stop costs, in the currency its author chose.' })
  budget(@Root() stop: Stop): MoneyType {
    return money(stop.budget, stop.currency);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Absolute URL of a photo of the stop, or null.' })
  imageUrl(@Root() stop: Stop, @Ctx() ctx: GraphQLContext): string | null {
    return absoluteUrl(ctx.origin, stop.imagePath);
  }
}

@Resolver(() => ItinerarySummary)
export class ItinerarySummaryFieldsResolver {
  @FieldResolver(() => String, { nullable: true, description: 'Absolute URL of the cover image, or null.' })
  coverUrl(@Root() summary: ItinerarySummary, @Ctx() ctx: GraphQLContext): string | null {
    return absoluteUrl(ctx.origin, summary.coverUrl);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Absolute URL of a 320 px thumbnail of the cover, or null.',
  })
  coverThumbUrl(@Root() summary: ItinerarySummary, @Ctx() ctx: GraphQLContext): string | null {
    return absoluteUrl(ctx.origin, summary.coverThumbUrl);
  }
}
