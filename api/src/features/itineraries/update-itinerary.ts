import type { RequestScope } from '../../app/request-scope.js';
import type { UploadedBytes } from '../media/index.js';
import { deleteStoredImage, storeImage } from '../media/index.js';
import { getEditableItinerary } from './find-itinerary.js';
import { forgetLoaded } from './itinerary-loaders.js';
import { itineraryPatch, type ItineraryFields } from './itinerary-input.js';
import type { Itinerary } from './itinerary.entity.js';

/** The owner (or an admin) changes the given fields; each keeps the creation rule. */
export async function updateItinerary(
  scope: RequestScope,
  id: string,
  input: Partial<Record<keyof ItineraryFields, unknown>>,
): Promise<Itinerary> {
  const patch = itineraryPatch(input);
  const itinerary = await getEditableItinerary(scope, id);
  Object.assign(itinerary, patch);
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
