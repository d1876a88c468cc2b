import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { copyStoredImage } from './copy-stored-image.js';
import { getVisibleItinerary } from './find-itinerary.js';
import { checkGuideGuru, SAVING_RATE, SAVING_TOO_FAST } from './itinerary-events.js';
import { Itinerary } from './itinerary.entity.js';
import { Stop } from './stop.entity.js';

/**
 * Copies an itinerary the viewer may see into their own: text, budget, currency, cover and stops
 * (not ratings), credited to the original through `forkedFrom`.
 */
export async function forkItinerary(scope: RequestScope, id: string): Promise<Itinerary> {
  const viewer = requireMember(scope);
  const original = await getVisibleItinerary(scope, id);
  await scope.services.rateLimiter.consume(`itinerary-saving:${viewer.id}`, SAVING_RATE, SAVING_TOO_FAST);
  const stops = await scope.em.find(
    Stop,
    { itinerary: original.id },
    { orderBy: { position: 'asc', createdAt: 'asc' } },
  );
  const copy = (file: string | null) => copyStoredImage(scope.services, file);
  const fork = scope.em.create(Itinerary, {
    owner: viewer,
    forkedFrom: original,
    title: original.title,
    description: original.description,
    tips: original.tips,
    currency: original.currency,
    totalBudget: original.totalBudget,
    startDate: original.startDate,
    dayCount: original.dayCount,
    coverPath: await copy(original.coverPath),
    coverThumbPath: await copy(original.coverThumbPath),
  });
  for (const [position, stop] of stops.entries()) {
    const { name, address, description, latitude, longitude, budget, currency, types } = stop;
    scope.em.create(Stop, {
      owner: viewer,
      itinerary: fork,
      position,
      day: stop.day,
      time: stop.time,
      ...{ name, address, description, latitude, longitude, budget, currency, types: [...types] },
      imagePath: await copy(stop.imagePath),
      imageThumbPath: await copy(stop.imageThumbPath),
      imageAlt: stop.imageAlt,
    });
  }
  await scope.em.flush();
  checkGuideGuru(scope.services, viewer.id);
  return fork;
}
