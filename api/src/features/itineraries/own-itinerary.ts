import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { Itinerary } from './itinerary.entity.js';

/** A post may carry only one of its author's own itineraries. */
export async function assertOwnItinerary(
  scope: RequestScope,
  authorId: string,
  itineraryId: string | null,
): Promise<void> {
  if (!itineraryId) return;
  const own = await scope.em.count(Itinerary, { id: itineraryId, owner: authorId });
  if (own === 0)
    throw badInput('Choose one of your own itineraries.', [
      { field: 'itineraryId', message: 'Choose one of your own itineraries.' },
    ]);
}
