import { forbidden, notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { isUuid } from '../../kernel/ids.js';
import { hasAdminRights, requireMember } from '../../kernel/guards.js';
import { Itinerary } from './itinerary.entity.js';
import { Stop } from './stop.entity.js';
import { visibleItinerariesCondition } from './itinerary-visibility.js';

export const itineraryNotFound = () => notFound('Itinerary not found.');

/** The itinerary if it exists and the viewer may see it; null otherwise (hidden and missing look the same). */
export async function findVisibleItinerary(scope: RequestScope, id: string): Promise<Itinerary | null> {
  if (!isUuid(id)) return null;
  return scope.em.findOne(
    Itinerary,
    { $and: [{ id: id.toLowerCase() }, visibleItinerariesCondition(scope)] },
    { populate: ['owner'] },
  );
}

export async function getVisibleItinerary(scope: RequestScope, id: string): Promise<Itinerary> {
  const itinerary = await findVisibleItinerary(scope, id);
  if (!itinerary) throw itineraryNotFound();
  return itinerary;
}

/** Whether the viewer may change this itinerary: its owner or an administrator. */
export const canEdit = (scope: RequestScope, itinerary: Itinerary) =>
  scope.viewer?.id === itinerary.owner.id || hasAdminRights(scope);

/** An itinerary the signed-in viewer may change: NOT_FOUND when invisible, FORBIDDEN when someone else's. */
export async function getEditableItinerary(scope: RequestScope, id: string): Promise<Itinerary> {
  requireMember(scope);
  const itinerary = await getVisibleItinerary(scope, id);
  if (!canEdit(scope, itinerary)) throw forbidden('Only the owner can change this itinerary.');
  return itinerary;
}

/** A saved stop whose itinerary the viewer may see; null otherwise (an unsaved REST draft is never a GraphQL object). */
export async function findVisibleStop(scope: RequestScope, id: string): Promise<Stop | null> {
  if (!isUuid(id)) return null;
  const stop = await scope.em.findOne(Stop, { id: id.toLowerCase(), itinerary: { $ne: null } });
  return stop?.itinerary && (await findVisibleItinerary(scope, stop.itinerary.id)) ? stop : null;
}
