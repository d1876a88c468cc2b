import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import type { Itinerary } from './itinerary.entity.js';
import { Stop } from './stop.entity.js';

/** An itinerary's stops in their order (position, then creation). */
export const orderedStops = (scope: RequestScope, itineraryId: string): Promise<Stop[]> =>
  scope.em.find(Stop, { itinerary: itineraryId }, { orderBy: { position: 'asc', createdAt: 'asc' } });

/** Refuses a day the itinerary does not have. */
export function checkDay(itinerary: Itinerary, day: number, field = 'day'): void {
  const message = `Choose a day from 1 to ${itinerary.dayCount}.`;
  if (day > itinerary.dayCount) throw badInput(message, [{ field, message }]);
}

/**
 * Gives `stops` (in the wanted order within each day) positions 0..n-1 by day, then that order; a stop on a
 * day past the itinerary's last is moved to the last day.
 */
export function renumberByDay(itinerary: Itinerary, stops: Stop[]): void {
  for (const stop of stops) stop.day = Math.min(Math.max(stop.day, 1), itinerary.dayCount);
  const byDay = stops.map((stop, index) => ({ stop, index }));
  byDay.sort((a, b) => a.stop.day - b.stop.day || a.index - b.index);
  byDay.forEach(({ stop }, position) => (stop.position = position));
}

/** `stops` with `stop` taken out and put at `index` (clamped) among the stops of `day`. */
export function placeInDay(stops: Stop[], stop: Stop, day: number, index: number): Stop[] {
  const others = stops.filter((s) => s.id !== stop.id);
  stop.day = day;
  const sameDay = others.filter((s) => s.day === day);
  const at = Math.min(Math.max(index, 0), sameDay.length);
  // insert before the stop now at that index in the day, or after the day's last stop (or anywhere: renumber sorts)
  const before = sameDay[at];
  const insertAt = before ? others.indexOf(before) : others.length;
  others.splice(insertAt, 0, stop);
  return others;
}
