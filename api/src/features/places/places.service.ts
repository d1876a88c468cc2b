import type { RequestScope } from '../../app/request-scope.js';
import type { AppServices } from '../../app/services.js';
import { badInput } from '../../app/errors.js';
import { directionsProviderFor } from '../../providers/directions/directions-provider.js';
import type { DirectionsLeg, LatLng } from '../../providers/directions/directions.js';
import { GEONAMES_ATTRIBUTION, type Place } from '../../providers/places/place.js';
import { getPlaceIndex } from '../../providers/places/place-index.js';
import { placeProviderFor } from '../../providers/places/place-provider.js';
import { DirectionsSource, PlacesSource, TravelMode } from './places-sources.js';

export const MAX_PLACE_RESULTS = 50;
export const MAX_SEARCH_TEXT = 100;
export const MAX_NEARBY_RADIUS_METERS = 50_000;
export const MAX_DIRECTION_POINTS = 100;

export interface PlaceSearchInput {
  text: string;
  limit?: number | null;
  /** Region mode: countries by name, for country fields. */
  region?: boolean | null;
}

function readLimit(limit: number | null | undefined, fallback: number): number {
  if (limit === null || limit === undefined) return fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PLACE_RESULTS)
    throw badInput(`limit must be a whole number from 1 to ${MAX_PLACE_RESULTS}.`, [
      { field: 'limit', message: `From 1 to ${MAX_PLACE_RESULTS}.` },
    ]);
  return limit;
}

function checkPosition(latitude: number, longitude: number): void {
  const fieldErrors = [
    ...(Number.isFinite(latitude) && Math.abs(latitude) <= 90
      ? []
      : [{ field: 'latitude', message: 'Latitude must be from -90 to 90.' }]),
    ...(Number.isFinite(longitude) && Math.abs(longitude) <= 180
      ? []
      : [{ field: 'longitude', message: 'Longitude must be from -180 to 180.' }]),
  ];
  if (fieldErrors.length) throw badInput(fieldErrors[0].message, fieldErrors);
}

/** Autocomplete; empty text answers nothing. Region mode always uses the offline country list. */
export async function searchPlaces(scope: RequestScope, input: PlaceSearchInput): Promise<Place[]> {
  const limit = readLimit(input.limit, 8);
  const text = typeof input.text === 'string' ? input.text.trim().slice(0, MAX_SEARCH_TEXT) : '';
  if (!text) return [];
  if (input.region) return getPlaceIndex().searchCountries(text, limit);
  return placeProviderFor(scope.services.config, scope.services.logger).search(text, limit);
}

export async function reverseGeocode(
  scope: RequestScope,
  input: { latitude: number; longitude: number },
): Promise<Place | null> {
  checkPosition(input.latitude, input.longitude);
  return placeProviderFor(scope.services.config, scope.services.logger).reverse(input.latitude, input.longitude);
}

/** Towns within the radius (default 3000 m), nearest first, with their distance. */
export function nearbyTowns(input: {
  latitude: number;
  longitude: number;
  radiusMeters?: number | null;
  limit?: number | null;
}) {
  checkPosition(input.latitude, input.longitude);
  const radius = input.radiusMeters ?? 3000;
  if (!Number.isFinite(radius) || radius <= 0 || radius > MAX_NEARBY_RADIUS_METERS) {
    throw badInput(`radiusMeters must be from 1 to ${MAX_NEARBY_RADIUS_METERS}.`, [
      { field: 'radiusMeters', message: `From 1 to ${MAX_NEARBY_RADIUS_METERS}.` },
    ]);
  }
  return getPlaceIndex().within(input.latitude, input.longitude, radius, readLimit(input.limit, 10));
}

/** A leg between two points, its mode as the enum (the same words REST answers). */
export type Leg = Omit<DirectionsLeg, 'mode'> & { mode: TravelMode };

const TRAVEL_MODES: Record<DirectionsLeg['mode'], TravelMode> = {
  straight: TravelMode.STRAIGHT,
  driving: TravelMode.DRIVING,
};

export async function directions(scope: RequestScope, points: LatLng[]): Promise<Leg[]> {
  if (!Array.isArray(points) || points.length > MAX_DIRECTION_POINTS)
    throw badInput(`At most ${MAX_DIRECTION_POINTS} points.`, [
      { field: 'points', message: `At most ${MAX_DIRECTION_POINTS} points.` },
    ]);
  for (const point of points) checkPosition(point.latitude, point.longitude);
  if (points.length < 2) return [];
  const legs = await directionsProviderFor(scope.services.config, scope.services.logger).legs(points);
  return legs.map((leg) => ({ ...leg, mode: TRAVEL_MODES[leg.mode] }));
}

export function placesInfo(services: AppServices): {
  attribution: string;
  placesSource: PlacesSource;
  directionsSource: DirectionsSource;
} {
  return {
    attribution: services.config.placesUrl
      ? `${GEONAMES_ATTRIBUTION}; search by the configured places service`
      : GEONAMES_ATTRIBUTION,
    placesSource: services.config.placesUrl ? PlacesSource.REMOTE : PlacesSource.GAZETTEER,
    directionsSource: services.config.directionsUrl ? DirectionsSource.OSRM : DirectionsSource.STRAIGHT,
  };
}
