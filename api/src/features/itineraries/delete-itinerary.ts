import type { RequestScope } from '../../app/request-scope.js';
import { deleteStoredImage } from '../media/index.js';
import { Post } from '../posts/post.entity.js';
import { getEditableItinerary } from './find-itinerary.js';
import { Itinerary } from './itinerary.entity.js';
import { Stop } from './stop.entity.js';

/**
 * The owner (or an admin) deletes an itinerary: its stops and ratings go with it (foreign keys),
 * forks keep their copy without the credit, and posts keep their text without the card.
 */
export async function deleteItinerary(scope: RequestScope, id: string): Promise<string> {
  const itinerary = await getEditableItinerary(scope, id);
  const stops = await scope.em.find(Stop, { itinerary: itinerary.id }, { fields: ['imagePath', 'imageThumbPath'] });
  await scope.em.transactional(async (em) => {
    await em.nativeUpdate(Post, { itineraryId: itinerary.id }, { itineraryId: null });
    await em.nativeDelete(Itinerary, { id: itinerary.id });
  });
  const files = [
    itinerary.coverPath,
    itinerary.coverThumbPath,
    ...stops.flatMap((s) => [s.imagePath, s.imageThumbPath]),
  ];
  for (const file of files) await deleteStoredImage(scope.services, file);
  return itinerary.id;
}
