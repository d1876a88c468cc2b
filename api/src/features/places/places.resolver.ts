import { Arg, Ctx, Float, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { directions, nearbyTowns, placesInfo, reverseGeocode, searchPlaces } from './places.service.js';
import { DirectionsLegType, LatLngInput, PlacesInfoType, PlaceType } from './places.types.js';

@Resolver()
export class PlacesResolver {
  @Query(() => [PlaceType], {
    description:
      'Autocomplete: ranked by name match (exact, prefix, word prefix, substring), then population. region: countries by name.',
  })
  placeSearch(
    @Ctx() ctx: GraphQLContext,
    @Arg('text', () => String, { description: 'What was typed so far; empty answers nothing.' }) text: string,
    @Arg('limit', () => Int, { defaultValue: 8, description: 'At most 50.' }) limit: number,
    @Arg('region', () => Boolean, {
      defaultValue: false,
      description: 'Countries instead of places (for country fields).',
    })
    region: boolean,
  ): Promise<PlaceType[]> {
    return searchPlaces(ctx, { text, limit, region });
  }

  @Query(() => PlaceType, { nullable: true, description: 'The nearest known place to a position.' })
  reverseGeocode(
    @Ctx() ctx: GraphQLContext,
    @Arg('latitude', () => Float, { description: 'Latitude in degrees.' }) latitude: number,
    @Arg('longitude', () => Float, { description: 'Longitude in degrees.' }) longitude: number,
  ): Promise<PlaceType | null> {
    return reverseGeocode(ctx, { latitude, longitude });
  }

  @Query(() => [PlaceType], { description: 'Towns within a radius, nearest first.' })
  nearbyTowns(
    @Arg('latitude', () => Float, { description: 'Latitude in degrees.' }) latitude: number,
    @Arg('longitude', () => Float, { description: 'Longitude in degrees.' }) longitude: number,
    @Arg('radiusMeters', () => Int, { defaultValue: 3000, description: 'Metres around the point, at most 3000.' })
    radiusMeters: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: 'At most 50 towns.' }) limit: number,
  ): PlaceType[] {
    return nearbyTowns({ latitude, longitude, radiusMeters, limit });
  }

  @Query(() => [DirectionsLegType], {
    description: 'Legs between consecutive points: driving when a routing service is configured, else straight lines.',
  })
  directions(
    @Ctx() ctx: GraphQLContext,
    @Arg('points', () => [LatLngInput], { description: 'The points in order (at most 100).' }) points: LatLngInput[],
  ): Promise<DirectionsLegType[]> {
    return directions(ctx, points);
  }

  @Query(() => PlacesInfoType, { description: 'Attribution and sources of places and directions.' })
  placesInfo(@Ctx() ctx: GraphQLContext): PlacesInfoType {
    return placesInfo(ctx.services);
  }
}
