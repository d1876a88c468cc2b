import type { AppServices } from '../../app/services.js';
import type { RequestScope } from '../../app/request-scope.js';
import type { DirectionsLeg, LatLng } from '../../providers/directions/directions.js';
import type { Place } from '../../providers/places/place.js';

export interface PlaceSearchInput {
  text: string;
  limit?: number | null;
  /** Region mode: countries by name, for country fields. */
  region?: boolean | null;
}

export async function searchPlaces(scope: RequestScope, input: PlaceSearchInput): Promise<Place[]> {
  void scope;
  void input;
  throw new Error('not implemented');
}

export async function reverseGeocode(scope: RequestScope, input: { latitude: number; longitude: number }): Promise<Place | null> {
  void scope;
  void input;
  throw new Error('not implemented');
}

export function nearbyTowns(input: { latitude: number; longitude: number; radiusMeters?: number | null; limit?: number | null }): Place[] {
  void input;
  throw new Error('not implemented');
}

export async function directions(scope: RequestScope, points: LatLng[]): Promise<DirectionsLeg[]> {
  void scope;
  void points;
  throw new Error('not implemented');
}

export function placesInfo(services: AppServices): { attribution: string; placesSource: string; directionsSource: string } {
  void services;
  throw new Error('not implemented');
}
