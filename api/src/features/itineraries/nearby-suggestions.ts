import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { getPlaceIndex } from '../../providers/places/place-index.js';
import { AVERAGE_SQL, itineraryLoaders } from './itinerary-loaders.js';
import { visibleItinerariesSql } from './itinerary-visibility.js';
import type { Itinerary } from './itinerary.entity.js';
import { SuggestionSource, type NearbySuggestion } from './itinerary.types.js';
import type { Stop } from './stop.entity.js';

export const NEARBY_RADIUS_MAX = 3000;
const MEMBER_STOPS = 10;
const TOWNS = 10;
const EARTH_RADIUS_M = 6_371_000;
const METERS_PER_DEGREE_LATITUDE = 111_000;

type MemberStopRow = {
  name: string;
  latitude: number;
  longitude: number;
  types: string[];
  itinerary_id: string;
  distance: number;
  average: number | null;
};

const placeKey = (name: string, latitude: number, longitude: number) =>
  `${name.toLowerCase()}|${latitude.toFixed(4)}|${longitude.toFixed(4)}`;

/** Stops that other members saved within the radius of any stop, on itineraries the viewer may see, most rated first. */
async function memberStopsNear(
  scope: RequestScope,
  itinerary: Itinerary,
  stops: Stop[],
  radius: number,
): Promise<NearbySuggestion[]> {
  const visible = visibleItinerariesSql(scope, 'i');
  const centres = stops.map(() => '(?::float8, ?::float8)').join(',');
  const halfVersine = `power(sin(radians(s.latitude - c.lat) / 2), 2) + cos(radians(c.lat)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - c.lng) / 2), 2)`;
  const rows = await scope.em.execute<MemberStopRow[]>(
    `with c(lat, lng) as (values ${centres}),
     near as (
       select s.id, s.name, s.latitude, s.longitude, s.types, s.itinerary_id,
              min(2 * ${EARTH_RADIUS_M} * asin(sqrt(least(1, ${halfVersine})))) as distance
       from c join itinerary_stop s on s.latitude between c.lat - ? and c.lat + ?
       join itinerary i on i.id = s.itinerary_id
       where i.owner_id <> ? and ${visible.sql}
       group by s.id)
     select near.*, stats.average, stats.count from near
     cross join lateral (select ${AVERAGE_SQL('r')} as average, count(*) as count from itinerary_rating r where r.itinerary_id = near.itinerary_id) stats
     where near.distance <= ?
     order by stats.count desc, stats.average desc nulls last, near.distance asc limit ?`,
    [
      ...stops.flatMap((s) => [s.latitude, s.longitude]),
      radius / METERS_PER_DEGREE_LATITUDE,
      radius / METERS_PER_DEGREE_LATITUDE,
      itinerary.owner.id,
      ...visible.params,
      radius,
      MEMBER_STOPS * 5,
    ],
  );
  const seen = new Set(stops.map((s) => placeKey(s.name, s.latitude, s.longitude)));
  const result: NearbySuggestion[] = [];
  for (const row of rows) {
    const key = placeKey(row.name, row.latitude, row.longitude);
    if (seen.has(key)) continue; // forks repeat the same places
    seen.add(key);
    result.push({
      name: row.name,
      latitude: row.latitude,
      longitude: row.longitude,
      distanceMeters: Math.round(row.distance),
      types: row.types,
      source: SuggestionSource.MEMBER_STOP,
      itineraryId: row.itinerary_id,
      averageRating: row.average,
    });
  }
  return result.slice(0, MEMBER_STOPS);
}

/** Towns of the gazetteer within the radius of any stop, nearest first, leaving out the stops' own places. */
function townsNear(stops: Stop[], radius: number): NearbySuggestion[] {
  const index = getPlaceIndex();
  const stopNames = new Set(stops.map((s) => s.name.split(',')[0].trim().toLowerCase()));
  const towns = new Map<string, NearbySuggestion>();
  for (const stop of stops) {
    for (const place of index.within(stop.latitude, stop.longitude, radius, TOWNS)) {
      if (stopNames.has(place.name.toLowerCase())) continue;
      const known = towns.get(place.id);
      if (known && known.distanceMeters <= place.distanceMeters) continue;
      towns.set(place.id, {
        name: place.label,
        latitude: place.latitude,
        longitude: place.longitude,
        distanceMeters: Math.round(place.distanceMeters),
        types: place.types,
        source: SuggestionSource.TOWN,
        itineraryId: null,
        averageRating: null,
      });
    }
  }
  return [...towns.values()].sort((a, b) => a.distanceMeters - b.distanceMeters).slice(0, TOWNS);
}

/** Places within `radiusMeters` (1..3000) of an itinerary's stops: other members' stops first, then towns. */
export async function nearbySuggestions(
  scope: RequestScope,
  itinerary: Itinerary,
  radiusMeters: number,
): Promise<NearbySuggestion[]> {
  if (!Number.isInteger(radiusMeters) || radiusMeters < 1 || radiusMeters > NEARBY_RADIUS_MAX)
    throw badInput(`radiusMeters must be between 1 and ${NEARBY_RADIUS_MAX}.`);
  const stops = await itineraryLoaders(scope).stops.load(itinerary.id);
  if (stops.length === 0) return [];
  return [...(await memberStopsNear(scope, itinerary, stops, radiusMeters)), ...townsNear(stops, radiusMeters)];
}
