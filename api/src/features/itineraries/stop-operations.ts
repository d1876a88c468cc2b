import { ITINERARY_STOPS_MAX } from '@culturalink/common/limits';
import { badInput, forbidden, notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import type { UploadedBytes } from '../media/index.js';
import { deleteStoredImage, storeImage } from '../media/index.js';
import { isUuid } from '../../kernel/ids.js';
import { hasAdminRights, requireMember } from '../../kernel/guards.js';
import { canEdit, findVisibleItinerary, getEditableItinerary, getVisibleItinerary } from './find-itinerary.js';
import { forgetLoaded } from './itinerary-loaders.js';
import type { Itinerary } from './itinerary.entity.js';
import { validateStop, type RawStop } from './stop-input.js';
import { Stop } from './stop.entity.js';
import { checkDay, orderedStops, placeInDay, renumberByDay } from './stop-order.js';

const stopNotFound = () => notFound('Stop not found.');

/** GraphQL only knows saved stops; REST also edits the member's unsaved ones. */
export type DraftRule = 'saved-only' | 'with-drafts';

/**
 * A stop the viewer may change: one of an itinerary they may edit, or (REST) their own unsaved stop.
 * Invisible stops are NOT_FOUND; visible stops of someone else's itinerary are FORBIDDEN.
 */
export async function getEditableStop(scope: RequestScope, id: string, drafts: DraftRule): Promise<Stop> {
  const viewer = requireMember(scope);
  const stop = isUuid(id) ? await scope.em.findOne(Stop, { id: id.toLowerCase() }) : null;
  if (!stop) throw stopNotFound();
  if (!stop.itinerary) {
    if (drafts === 'saved-only' || (stop.owner.id !== viewer.id && !hasAdminRights(scope))) throw stopNotFound();
    return stop;
  }
  const itinerary = await findVisibleItinerary(scope, stop.itinerary.id);
  if (!itinerary) throw stopNotFound();
  if (!canEdit(scope, itinerary)) throw forbidden('Only the owner can change this itinerary.');
  return stop;
}

/**
 * Appends a stop (or, REST, an unsaved stop `draft` the viewer may edit, which must not be in an itinerary
 * yet) to an itinerary the viewer may edit.
 */
export async function addStop(
  scope: RequestScope,
  itineraryId: string,
  input: RawStop | Stop,
  image?: UploadedBytes | null,
): Promise<{ itinerary: Itinerary; stop: Stop }> {
  const draft = input instanceof Stop ? input : null;
  if (draft?.itinerary) throw badInput('This stop is already in an itinerary.');
  const itinerary = await getEditableItinerary(scope, itineraryId);
  const fields = draft ? null : validateStop(input as RawStop, itinerary.currency);
  const day = fields?.day ?? itinerary.dayCount;
  checkDay(itinerary, day);
  const stops = await orderedStops(scope, itinerary.id);
  const count = stops.length;
  if (count >= ITINERARY_STOPS_MAX) throw badInput(`An itinerary has at most ${ITINERARY_STOPS_MAX} stops.`);
  const stored = image ? await storeImage(scope, image) : null;
  const stop =
    draft ??
    scope.em.create(Stop, {
      ...fields!,
      owner: itinerary.owner,
      imagePath: stored?.path ?? null,
      imageThumbPath: stored?.thumbPath ?? null,
    });
  stop.itinerary = itinerary;
  renumberByDay(itinerary, placeInDay(stops, stop, day, count));
  await scope.em.flush();
  forgetLoaded(scope, itinerary.id);
  return { itinerary, stop };
}

/** Replaces a stop's fields (and, REST, its photo). */
export async function updateStop(
  scope: RequestScope,
  id: string,
  input: RawStop,
  image?: UploadedBytes | null,
  drafts: DraftRule = 'saved-only',
): Promise<Stop> {
  const stop = await getEditableStop(scope, id, drafts);
  // getEditableStop loaded the itinerary into the identity map
  const { day, ...fields } = validateStop(input, stop.itinerary?.currency ?? 'PHP');
  const itinerary = stop.itinerary;
  if (itinerary && day !== undefined && day !== stop.day) {
    checkDay(itinerary, day);
    renumberByDay(itinerary, placeInDay(await orderedStops(scope, itinerary.id), stop, day, Infinity));
  }
  const stored = image ? await storeImage(scope, image) : null;
  const oldFiles = stored ? [stop.imagePath, stop.imageThumbPath] : [];
  Object.assign(stop, fields, stored ? { imagePath: stored.path, imageThumbPath: stored.thumbPath } : {});
  await scope.em.flush();
  if (stop.itinerary) forgetLoaded(scope, stop.itinerary.id);
  for (const file of oldFiles) await deleteStoredImage(scope.services, file);
  return stop;
}

/** Removes a stop; the later ones move up. Returns the itinerary it was on (null for an unsaved stop). */
export async function deleteStop(
  scope: RequestScope,
  id: string,
  drafts: DraftRule = 'saved-only',
): Promise<Itinerary | null> {
  const stop = await getEditableStop(scope, id, drafts);
  const itinerary = stop.itinerary ? await getVisibleItinerary(scope, stop.itinerary.id) : null;
  scope.em.remove(stop);
  if (itinerary)
    renumberByDay(
      itinerary,
      (await orderedStops(scope, itinerary.id)).filter((s) => s.id !== stop.id),
    );
  await scope.em.flush();
  if (itinerary) forgetLoaded(scope, itinerary.id);
  for (const file of [stop.imagePath, stop.imageThumbPath]) await deleteStoredImage(scope.services, file);
  return itinerary;
}

/**
 * Moves a stop to a 0-based position within a day (its own when `day` is not given; past the end: last); the
 * others shift. On a one-day itinerary the position is the one in the whole list.
 */
export async function moveStop(
  scope: RequestScope,
  id: string,
  position: number,
  day?: number | null,
): Promise<Itinerary> {
  if (!Number.isInteger(position) || position < 0) throw badInput('position must be a whole number from 0.');
  if (day !== undefined && day !== null && (!Number.isInteger(day) || day < 1))
    throw badInput('Choose a day from 1.', [{ field: 'day', message: 'Choose a day from 1.' }]);
  const stop = await getEditableStop(scope, id, 'saved-only');
  const itinerary = await getVisibleItinerary(scope, stop.itinerary!.id);
  const target = day ?? stop.day;
  checkDay(itinerary, target);
  renumberByDay(itinerary, placeInDay(await orderedStops(scope, itinerary.id), stop, target, position));
  await scope.em.flush();
  forgetLoaded(scope, itinerary.id);
  return itinerary;
}
