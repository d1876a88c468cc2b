import { Field, Int, ObjectType } from 'type-graphql';
import { MoneyType } from '../currency/index.js';
import type { Itinerary } from './itinerary.entity.js';
import { StopType } from './itinerary.types.js';
import type { Stop } from './stop.entity.js';

@ObjectType('ItineraryDay', { description: 'One day of an itinerary with its stops in order.' })
export class ItineraryDayType {
  @Field(() => Int, { description: '1-based: day 1 is the first.' })
  number!: number;

  @Field(() => String, {
    nullable: true,
    description: "The day's date (YYYY-MM-DD) counted from the start date; null when the itinerary has none.",
  })
  date!: string | null;

  @Field(() => [StopType], { description: "The day's stops in order." })
  stops!: Stop[];

  @Field(() => MoneyType, {
    description:
      "The sum of the day's stop budgets in the currency asked for in `days(currencyCode:)` (the itinerary's by default), converted with the current rates.",
  })
  budget!: MoneyType;

  @Field(() => Boolean, {
    description: 'False when a stop was in a currency without a rate and was added unconverted.',
  })
  budgetConvertedOk!: boolean;

  /** The itinerary (for the resolvers of its stops). */
  itinerary!: Itinerary;
}
