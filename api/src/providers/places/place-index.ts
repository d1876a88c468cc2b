import type { NearbyPlace, Place } from './place.js';

/** The in-memory gazetteer: autocomplete, countries by name, nearest place and places within a radius. */
export interface PlaceIndex {
  readonly size: number;
  search(text: string, limit: number): Place[];
  searchCountries(text: string, limit: number): Place[];
  nearest(latitude: number, longitude: number): Place | null;
  within(latitude: number, longitude: number, radiusMeters: number, limit: number): NearbyPlace[];
}

/** The process-wide index, built from the gazetteer on first use (about a second). */
export function getPlaceIndex(): PlaceIndex {
  throw new Error('not implemented');
}
