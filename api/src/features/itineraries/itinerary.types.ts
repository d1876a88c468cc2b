import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionOf } from '../../graphql/relay/connection.js';
import type { Itinerary } from './itinerary.entity.js';

@ObjectType('Itinerary', {
  description:
    "A member's trip plan. Visible per the privacy rule of posts: public owners, accepted followers of private ones, the owner and admins.",
})
export class ItineraryType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'ISO 4217 code of totalBudget.' })
  currency!: string;

  @Field(() => Float)
  totalBudget!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  // title, description, tips (masked), coverUrl, owner, stops, ratings, fork fields, nearbySuggestions: itinerary-fields.resolver.ts
}

@ObjectType('ItinerarySummary', { description: 'What a post card or a picker shows of an itinerary.' })
export class ItinerarySummary {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { nullable: true })
  coverUrl!: string | null;

  @Field(() => String, { nullable: true })
  coverThumbUrl!: string | null;

  @Field(() => Float, { nullable: true, description: 'One decimal; null when nobody rated it.' })
  averageRating!: number | null;

  @Field(() => String)
  ownerUsername!: string;
}

@ObjectType('Stop', { description: 'A place on an itinerary, in `position` order.' })
export class StopType {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: '0-based order within the itinerary.' })
  position!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  address!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => Float)
  budget!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => [String], { description: 'Place types; the web shows the first 3.' })
  types!: string[];

  @Field(() => String, {
    description: 'The photo described by its author for people who cannot see it; empty when none was written.',
  })
  imageAlt!: string;

  // imageUrl: itinerary-fields.resolver.ts
}

@ObjectType('NearbySuggestion', {
  description: "A place near a stop: another member's stop ('member-stop', most rated first) or a town ('town').",
})
export class NearbySuggestion {
  @Field(() => String)
  name!: string;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => Float)
  distanceMeters!: number;

  @Field(() => [String])
  types!: string[];

  @Field(() => String, { description: "'member-stop' or 'town'." })
  source!: string;

  @Field(() => ID, { nullable: true, description: 'The itinerary of a member stop.' })
  itineraryId!: string | null;

  @Field(() => Float, { nullable: true })
  averageRating!: number | null;
}

@ObjectType('ItineraryConnection', {
  description: 'Itineraries newest first; pass pageInfo.endCursor as `after` for the next page.',
})
export class ItineraryConnection extends connectionOf<Itinerary>('Itinerary', () => ItineraryType) {}

@InputType('StopInput')
export class StopInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => Float, { description: '0 or more, in `currency`.' })
  budget!: number;

  @Field(() => String, { nullable: true, description: "ISO 4217 code; defaults to the itinerary's currency." })
  currency?: string | null;

  @Field(() => [String], { nullable: true })
  types?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'Describes the photo (alt text), at most 1500 characters; left out or null keeps the current one.',
  })
  imageAlt?: string | null;
}

@InputType('ItineraryInput')
export class ItineraryInput {
  @Field(() => String, { description: "1 to 30 characters, not the default 'ITINERARY TITLE'." })
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String)
  tips!: string;

  @Field(() => String, { description: 'ISO 4217 code, e.g. PHP.' })
  currency!: string;

  @Field(() => Float)
  totalBudget!: number;

  @Field(() => [StopInput], { description: 'In order.' })
  stops!: StopInput[];
}

@InputType('ItineraryPatch', { description: 'Only the given fields change.' })
export class ItineraryPatch {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  tips?: string | null;

  @Field(() => String, { nullable: true })
  currency?: string | null;

  @Field(() => Float, { nullable: true })
  totalBudget?: number | null;
}
