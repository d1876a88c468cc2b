import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionOf } from '../../graphql/relay/connection.js';
import { NodeInterface } from '../../graphql/relay/node.js';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import { MoneyInput, MoneyType } from '../currency/index.js';
import type { Itinerary } from './itinerary.entity.js';
import type { Stop } from './stop.entity.js';

/** Where a nearby suggestion comes from; the values are what nearby-suggestions.ts computes. */
export enum SuggestionSource {
  MEMBER_STOP = 'member-stop',
  TOWN = 'town',
}

registerEnumType(SuggestionSource, {
  name: 'SuggestionSource',
  description: 'Where a nearby suggestion comes from.',
  valuesConfig: {
    MEMBER_STOP: { description: "A stop of another member's itinerary the viewer may see (most rated first)." },
    TOWN: { description: 'A town of the places gazetteer.' },
  },
});

@ObjectType('Itinerary', {
  implements: NodeInterface,
  description:
    "A member's trip plan. Visible per the privacy rule of posts: public owners, accepted followers of private ones, the owner and admins.",
})
export class ItineraryType extends NodeInterface {
  @Field(() => ID, { description: 'The global id.' })
  id!: string;

  @Field(() => Date, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When it last changed.' })
  updatedAt!: Date;

  // totalBudget, title, description, tips (masked), coverUrl, owner, stops, ratings, fork fields, nearbySuggestions:
  // itinerary-fields.resolver.ts
}

@ObjectType('ItinerarySummary', {
  description:
    'What a post card shows of an itinerary (the same id as the Itinerary: ask `itinerary(id:)` for the rest).',
})
export class ItinerarySummary {
  @Field(() => ID, { description: "The itinerary's id." })
  id!: string;

  @Field(() => String, { description: 'Its title (banned words masked).' })
  title!: string;

  @Field(() => String, { description: 'Its description (banned words masked).' })
  description!: string;

  /** The cover's stored path (the absolute URL: itinerary-fields.resolver.ts). */
  coverUrl!: string | null;

  /** The thumbnail's stored path (the absolute URL: itinerary-fields.resolver.ts). */
  coverThumbUrl!: string | null;

  @Field(() => Float, { nullable: true, description: 'Average rating to one decimal; null when nobody rated it.' })
  averageRating!: number | null;

  @Field(() => String, { description: "The owner's username." })
  ownerUsername!: string;
}

@ObjectType('Stop', {
  implements: NodeInterface,
  description: 'A place on an itinerary, in `position` order; visible to whoever may see its itinerary.',
})
export class StopType extends NodeInterface {
  @Field(() => ID, { description: 'The global id.' })
  id!: string;

  @Field(() => Int, { description: '0-based order within the itinerary.' })
  position!: number;

  @Field(() => String, { description: 'The name of the place.' })
  name!: string;

  @Field(() => String, { description: 'Its address; empty when none was given.' })
  address!: string;

  @Field(() => String, { description: 'What to do or see there; empty when none was written.' })
  description!: string;

  @Field(() => Float, { description: 'Latitude in degrees (WGS 84).' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude in degrees (WGS 84).' })
  longitude!: number;

  @Field(() => [String], { description: "Place types (e.g. 'museum', 'locality'); the web shows the first 3." })
  types!: string[];

  @Field(() => String, {
    description: 'The photo described by its author for people who cannot see it; empty when none was written.',
  })
  imageAlt!: string;

  // budget, imageUrl: itinerary-fields.resolver.ts
}

@ObjectType('NearbySuggestion', { description: "A place near one of an itinerary's stops." })
export class NearbySuggestion {
  @Field(() => String, { description: 'The name of the place.' })
  name!: string;

  @Field(() => Float, { description: 'Latitude in degrees (WGS 84).' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude in degrees (WGS 84).' })
  longitude!: number;

  @Field(() => Float, { description: 'Distance in metres to the nearest stop of the itinerary.' })
  distanceMeters!: number;

  @Field(() => [String], { description: 'Place types, as on stops.' })
  types!: string[];

  @Field(() => SuggestionSource, { description: "Another member's stop, or a town." })
  source!: SuggestionSource;

  @Field(() => ID, { nullable: true, description: 'The itinerary of a member stop; null for a town.' })
  itineraryId!: string | null;

  @Field(() => Float, { nullable: true, description: "The member stop's itinerary's average rating, or null." })
  averageRating!: number | null;
}

@ObjectType('ItineraryConnection', {
  description: 'Itineraries newest first; pass pageInfo.endCursor as `after` for the next page.',
})
export class ItineraryConnection extends connectionOf<Itinerary>('Itinerary', () => ItineraryType) {}

@InputType('StopInput', { description: 'A stop as its author writes it.' })
export class StopInput {
  @Field(() => String, { description: 'The name of the place (required).' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Its address, optional.' })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'What to do or see there, optional.' })
  description?: string | null;

  @Field(() => Float, { description: 'Latitude in degrees, -90 to 90.' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude in degrees, -180 to 180.' })
  longitude!: number;

  @Field(() => MoneyInput, {
    description: "What the stop costs: 0 or more, in a known currency (the itinerary's, or any other).",
  })
  budget!: MoneyInput;

  @Field(() => [String], { nullable: true, description: 'Place types, optional (from the place search).' })
  types?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'Describes the photo (alt text), at most 1500 characters; left out or null keeps the current one.',
  })
  imageAlt?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "The 1-based day it belongs to, within the itinerary's days; left out or null: the last day for a new stop, the same day for an edited one.",
  })
  day?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "A planned time HH:MM (24-hour) on the place's clock; '' clears it; left out or null keeps the current one.",
  })
  time?: string | null;
}

@InputType('ItineraryInput', { description: 'A new itinerary.' })
export class ItineraryInput {
  @Field(() => String, { description: "1 to 30 characters, not the default 'ITINERARY TITLE'." })
  title!: string;

  @Field(() => String, { description: 'What the trip is about.' })
  description!: string;

  @Field(() => String, {
    description: 'Advice for travellers: paragraphs separated by newlines, **bold** with double asterisks.',
  })
  tips!: string;

  @Field(() => MoneyInput, { description: 'The whole budget: 0 or more, in a known currency.' })
  totalBudget!: MoneyInput;

  @Field(() => [StopInput], { description: `The stops in order.` })
  stops!: StopInput[];

  @Field(() => String, { nullable: true, description: 'The date of day 1 (YYYY-MM-DD); left out: no dates.' })
  startDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'How many days, 1 to 60; left out: 1.' })
  dayCount?: number | null;
}

@InputType('ItineraryPatch', { description: 'Only the given fields change.' })
export class ItineraryPatch {
  @Field(() => String, { nullable: true, description: 'A new title (1 to 30 characters).' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'A new description.' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'New tips.' })
  tips?: string | null;

  @Field(() => MoneyInput, { nullable: true, description: 'A new budget, with its currency.' })
  totalBudget?: MoneyInput | null;

  @Field(() => String, { nullable: true, description: "A new date of day 1 (YYYY-MM-DD); '' removes the dates." })
  startDate?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'A new number of days, 1 to 60; with fewer, the stops of the days dropped move to the new last day.',
  })
  dayCount?: number | null;
}

@ObjectType('ItineraryPayload', {
  description: 'What a mutation that changes an itinerary or its stops did.',
})
export class ItineraryPayload extends MutationPayload {
  @Field(() => ItineraryType, {
    nullable: true,
    description: 'The itinerary as it is now (with its stops); null when userErrors says why not.',
  })
  itinerary?: Itinerary | null;
}

@ObjectType('StopPayload', { description: 'What addStop or updateStop did.' })
export class StopPayload extends MutationPayload {
  @Field(() => StopType, { nullable: true, description: 'The stop as it is now; null when userErrors says why not.' })
  stop?: Stop | null;

  @Field(() => ItineraryType, {
    nullable: true,
    description: 'Its itinerary as it is now (stops renumbered); null when userErrors says why not.',
  })
  itinerary?: Itinerary | null;
}

@ObjectType('DeleteItineraryPayload', { description: 'What deleteItinerary did.' })
export class DeleteItineraryPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'The id of the itinerary deleted; null when userErrors says why not.',
  })
  deletedItineraryId?: string | null;
}

@ObjectType('DeleteStopPayload', { description: 'What deleteStop did.' })
export class DeleteStopPayload extends MutationPayload {
  @Field(() => ID, { nullable: true, description: 'The id of the stop deleted; null when userErrors says why not.' })
  deletedStopId?: string | null;

  @Field(() => ItineraryType, {
    nullable: true,
    description: 'Its itinerary without it (stops renumbered); null when userErrors says why not.',
  })
  itinerary?: Itinerary | null;
}

export { MoneyType };
