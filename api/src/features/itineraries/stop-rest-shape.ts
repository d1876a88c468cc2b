import type { RequestScope } from '../../app/request-scope.js';
import { absoluteUrl } from '../../kernel/public-url.js';
import type { Stop } from './stop.entity.js';

/**
 * A stop in the original's shape (it called stops "itineraries"): `code` is the currency, `status` tells
 * whether it is in an itinerary yet. Never a `photos` key: the original client takes `photos` for its maps
 * service's photo objects and calls `photos[0].getUrl()`; the picture travels as `place_image`/`image`.
 * Never a `rating` either (the card would print it as the place's rating). `name`, `description` (the
 * address the client shows) and `types` stand in for the maps service when the client has none.
 */
export function restStop(scope: RequestScope, stop: Stop, ownerName: string) {
  const image = absoluteUrl(scope.origin, stop.imagePath);
  return {
    id: stop.id,
    _id: stop.id,
    owner: stop.owner.id,
    creator_name: ownerName,
    itinerary_id: stop.itinerary?.id ?? null,
    status: stop.itinerary ? 'saved' : 'onqueue',
    position: stop.position,
    name: stop.name,
    address: stop.address,
    description: stop.description || stop.address,
    types: stop.types,
    latitude: stop.latitude,
    longitude: stop.longitude,
    budget: stop.budget,
    code: stop.currency,
    place_image: image,
    image,
    image_thumb: absoluteUrl(scope.origin, stop.imageThumbPath),
    image_alt: stop.imageAlt,
    date_posted: stop.createdAt.toISOString(),
  };
}
