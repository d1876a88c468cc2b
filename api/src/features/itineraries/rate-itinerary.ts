import { randomUUID } from 'node:crypto';
import { badInput, forbidden } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { getVisibleItinerary } from './find-itinerary.js';
import { forgetLoaded } from './itinerary-loaders.js';
import type { Itinerary } from './itinerary.entity.js';

const RATING_RATE = { limit: 60, windowMs: 60_000 };

/**
 * A member who may see an itinerary rates it 1 to 5; rating again replaces the earlier rating (one
 * row per member, written atomically). Owners cannot rate their own: the average is what others think.
 */
export async function rateItinerary(scope: RequestScope, id: string, rating: unknown): Promise<Itinerary> {
  const viewer = requireMember(scope);
  const value = typeof rating === 'string' && rating.trim() !== '' ? Number(rating) : rating;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5) {
    throw badInput('Choose a rating from 1 to 5.', [{ field: 'rating', message: 'Choose a rating from 1 to 5.' }]);
  }
  const itinerary = await getVisibleItinerary(scope, id);
  if (itinerary.owner.id === viewer.id) throw forbidden('You cannot rate your own itinerary.');
  await scope.services.rateLimiter.consume(
    `itinerary-rating:${viewer.id}`,
    RATING_RATE,
    'You are rating too fast. Please wait a moment.',
  );
  await scope.em.execute(
    `insert into itinerary_rating (id, itinerary_id, user_id, rating, created_at, updated_at) values (?, ?, ?, ?, now(), now())
     on conflict (itinerary_id, user_id) do update set rating = excluded.rating, updated_at = now()`,
    [randomUUID(), itinerary.id, viewer.id, value],
  );
  forgetLoaded(scope, itinerary.id);
  return itinerary;
}
