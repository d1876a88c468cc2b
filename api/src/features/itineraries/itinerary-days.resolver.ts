import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { badInput } from '../../app/errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { isKnownCurrency } from '../currency/index.js';
import { itineraryDays, stopStartsAt, timeZoneOf } from './itinerary-days.js';
import { ItineraryDayType } from './itinerary-days.types.js';
import { itineraryLoaders } from './itinerary-loaders.js';
import { Itinerary } from './itinerary.entity.js';
import { ItineraryType, StopType } from './itinerary.types.js';
import type { Stop } from './stop.entity.js';

/** An itinerary's start date, days and each day's budget. */
@Resolver(() => ItineraryType)
export class ItineraryDaysFieldsResolver {
  @FieldResolver(() => String, { nullable: true, description: 'The date of day 1 (YYYY-MM-DD), or null.' })
  startDate(@Root() itinerary: Itinerary): string | null {
    return itinerary.startDate;
  }

  @FieldResolver(() => Int, { description: 'How many days it has (1 for itineraries planned before days existed).' })
  dayCount(@Root() itinerary: Itinerary): number {
    return itinerary.dayCount;
  }

  @FieldResolver(() => [ItineraryDayType], { description: 'Its days in order, each with its stops and budget.' })
  async days(
    @Root() itinerary: Itinerary,
    @Ctx() ctx: GraphQLContext,
    @Arg('currencyCode', () => String, {
      nullable: true,
      description: "The currency of each day's budget (the reader's); the itinerary's when left out.",
    })
    currencyCode?: string | null,
  ): Promise<ItineraryDayType[]> {
    const code = (currencyCode ?? itinerary.currency).trim().toUpperCase();
    if (!isKnownCurrency(code)) throw badInput(`Unknown currency "${currencyCode}".`);
    const stops = await itineraryLoaders(ctx).stops.load(itinerary.id);
    return itineraryDays(ctx.services, itinerary, stops, code);
  }
}

/** A stop's day, planned time and time zone. */
@Resolver(() => StopType)
export class StopTimeFieldsResolver {
  @FieldResolver(() => Int, { description: 'The 1-based day of the itinerary it belongs to.' })
  day(@Root() stop: Stop): number {
    return stop.day;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The planned time (HH:MM, 24-hour) on the place's clock (see timeZone), or null.",
  })
  time(@Root() stop: Stop): string | null {
    return stop.time;
  }

  @FieldResolver(() => String, {
    description: 'The IANA time zone of the place (e.g. Asia/Tokyo), found from its coordinates.',
  })
  timeZone(@Root() stop: Stop): string {
    return timeZoneOf(stop);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: "The instant of the planned time on its day's date; null without a time or a start date.",
  })
  async startsAt(@Root() stop: Stop, @Ctx() ctx: GraphQLContext): Promise<Date | null> {
    if (!stop.time || !stop.itinerary) return null;
    const itinerary = await ctx.em.findOne(Itinerary, stop.itinerary.id);
    return itinerary ? stopStartsAt(itinerary, stop) : null;
  }
}
