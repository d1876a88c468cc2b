import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import type { UploadedBytes } from '../media/index.js';
import { deleteStoredImage, storeImage } from '../media/index.js';
import { getEditableItinerary } from './find-itinerary.js';
import { forgetLoaded } from './itinerary-loaders.js';
import { itineraryPatch, type ItineraryFields } from './itinerary-input.js';
import type { Itinerary } from './itinerary.entity.js';
import { orderedStops, renumberByDay } from './stop-order.js';

/** The owner (or an admin) changes the given fields; each keeps the creation rule. Fewer days: the stops of the
 * days dropped move to the new last day. */
export async function updateItinerary(
  scope: RequestScope,
  id: string,
  input: Partial<Record<keyof ItineraryFields, unknown>>,
): Promise<Itinerary> {
  const patch = itineraryPatch(input);
  const itinerary = await getEditableItinerary(scope, id);
  const fewerDays = patch.dayCount !== undefined && patch.dayCount < itinerary.dayCount;
  Object.assign(itinerary, patch);
  if (fewerDays) renumberByDay(itinerary, await orderedStops(scope, itinerary.id));
  await scope.em.flush();
  forgetLoaded(scope, itinerary.id);
  return itinerary;
}

/** Replaces the cover with a re-encoded copy of the upload; the old files are removed. */
export async function setItineraryCover(scope: RequestScope, id: string, cover: UploadedBytes): Promise<Itinerary> {
  const itinerary = await getEditableItinerary(scope, id);
  const stored = await storeImage(scope, cover);
  const old = [itinerary.coverPath, itinerary.coverThumbPath];
  itinerary.coverPath = stored.path;
  itinerary.coverThumbPath = stored.thumbPath;
  await scope.em.flush();
  forgetLoaded(scope, itinerary.id);
  for (const file of old) await deleteStoredImage(scope.services, file);
  return itinerary;
}

/**
 * Removes day `day` (1-based) of an itinerary with at least two: its stops join the day before (day 1's join
 * the next day, which becomes day 1), later days move up one.
 */
export async function removeItineraryDay(scope: RequestScope, id: string, day: number): Promise<Itinerary> {
  const itinerary = await getEditableItinerary(scope, id);
  if (!Number.isInteger(day) || day < 1 || day > itinerary.dayCount)
    throw badInput(`Choose a day from 1 to ${itinerary.dayCount}.`, [
      { field: 'day', message: `Choose a day from 1 to ${itinerary.dayCount}.` },
    ]);
  if (itinerary.dayCount === 1) throw badInput('An itinerary keeps at least one day.');
  const stops = await orderedStops(scope, itinerary.id);
  for (const stop of stops) if (stop.day >= day && stop.day > 1) stop.day -= 1;
  itinerary.dayCount -= 1;
  renumberByDay(itinerary, stops);
  await scope.em.flush();
  forgetLoaded(scope, itinerary.id);
  return itinerary;
}
