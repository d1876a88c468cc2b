import type { RequestScope } from '../../app/request-scope.js';
import { maskProfanity } from '../moderation-words/profanity.js';
import { itineraryLoaders } from './itinerary-loaders.js';
import type { Itinerary } from './itinerary.entity.js';
import type { ItinerarySummary } from './itinerary.types.js';
import type { Stop } from './stop.entity.js';

/** A stop in the original product's REST shape (`code` is its currency). */
export function restStop(stop: Stop) {
  return {
    id: stop.id,
    _id: stop.id,
    itinerary_id: stop.itinerary?.id ?? null,
    position: stop.position,
    name: stop.name,
    address: stop.address,
    description: stop.description,
    latitude: stop.latitude,
    longitude: stop.longitude,
    budget: stop.budget,
    code: stop.currency,
    image: stop.imagePath,
    image_thumb: stop.imageThumbPath,
    photos: stop.imagePath ? [stop.imagePath] : [],
    types: stop.types,
  };
}

/** Saved itineraries in the original product's REST shape, owners, stops and ratings loaded in batches. */
export async function restItineraries(scope: RequestScope, itineraries: Itinerary[]) {
  const loaders = itineraryLoaders(scope);
  const [owners, stops, stats, originals] = await Promise.all([
    Promise.all(itineraries.map((i) => loaders.user.load(i.owner.id))),
    Promise.all(itineraries.map((i) => loaders.stops.load(i.id))),
    Promise.all(itineraries.map((i) => loaders.stats.load(i.id))),
    Promise.all(itineraries.map((i) => (i.forkedFrom ? loaders.summary.load(i.forkedFrom.id) : null))),
  ]);
  return itineraries.map((itinerary, n) => {
    const owner = owners[n] ?? itinerary.owner;
    return {
      id: itinerary.id,
      _id: itinerary.id,
      owner: owner.id,
      cultura_user: { id: owner.id, user: { id: owner.id, username: owner.username }, user_photo: owner.photoPath },
      creator_name: owner.username,
      user_photo: owner.photoPath,
      date_posted: itinerary.createdAt.toISOString(),
      main_title: maskProfanity(itinerary.title),
      main_description: maskProfanity(itinerary.description),
      main_image: itinerary.coverPath,
      main_image_thumb: itinerary.coverThumbPath,
      gen_tips: maskProfanity(itinerary.tips),
      currency: itinerary.currency,
      total_budget: itinerary.totalBudget,
      status: 'saved',
      rating:
        stats[n].myRating === null
          ? []
          : [{ user_id: scope.viewer?.id, itinerary_id: itinerary.id, rating: stats[n].myRating }],
      average_rating: stats[n].averageRating,
      rating_count: stats[n].ratingCount,
      my_rating: stats[n].myRating,
      is_owner: scope.viewer?.id === owner.id,
      forked_from: originals[n]
        ? { id: originals[n].id, main_title: originals[n].title, creator_name: originals[n].ownerUsername }
        : null,
      fork_count: stats[n].forkCount,
      itineraries: stops[n].map(restStop),
    };
  });
}

/** The itinerary card of a post in the original's REST shape. */
export const restItineraryInPost = (summary: ItinerarySummary) => ({
  id: summary.id,
  main_title: summary.title,
  main_description: summary.description,
  main_image: summary.coverUrl,
  average_rating: summary.averageRating,
  creator_name: summary.ownerUsername,
});
