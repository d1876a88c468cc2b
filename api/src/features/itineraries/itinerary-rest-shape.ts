import type { RequestScope } from '../../app/request-scope.js';
import { absoluteUrl } from '../../kernel/public-url.js';
import { maskProfanity } from '../moderation-words/index.js';
import { restMember, restPhotoUrl } from '../profiles/member-rest-shape.js';
import { itineraryLoaders } from './itinerary-loaders.js';
import type { Itinerary } from './itinerary.entity.js';
import type { ItinerarySummary } from './itinerary.types.js';
import { restStop } from './stop-rest-shape.js';

/**
 * `ids`: the original's stored form, the stop ids joined with commas (lists, `GET /user`, save answers).
 * `expanded`: the stops themselves, in order (`GET /viewing-itinerary/{id}`).
 */
export type RestStopsForm = 'ids' | 'expanded';

/**
 * Saved itineraries in the original's shape (SavedItinerary): owner as id, `creator_name`, `user` and
 * `cultura_user` of the owner, `rating` as every member's rating (the client averages it), `total_budget` a
 * number, texts never null, `status: false`. Owners, stops and ratings are loaded in batches.
 */
export async function restItineraries(
  scope: RequestScope,
  itineraries: Itinerary[],
  options: { stops: RestStopsForm },
) {
  const loaders = itineraryLoaders(scope);
  const [owners, stops, stats, ratings, originals] = await Promise.all([
    Promise.all(itineraries.map((i) => loaders.user.load(i.owner.id))),
    Promise.all(itineraries.map((i) => loaders.stops.load(i.id))),
    Promise.all(itineraries.map((i) => loaders.stats.load(i.id))),
    Promise.all(itineraries.map((i) => loaders.ratings.load(i.id))),
    Promise.all(itineraries.map((i) => (i.forkedFrom ? loaders.summary.load(i.forkedFrom.id) : null))),
  ]);
  return itineraries.map((itinerary, n) => {
    const owner = owners[n] ?? itinerary.owner;
    const member = restMember(scope, owner);
    return {
      id: itinerary.id,
      _id: itinerary.id,
      owner: owner.id,
      creator_name: owner.username,
      user: member.user,
      user_photo: restPhotoUrl(scope, owner),
      cultura_user: member,
      date_posted: itinerary.createdAt.toISOString(),
      main_title: maskProfanity(itinerary.title),
      main_description: maskProfanity(itinerary.description),
      gen_tips: maskProfanity(itinerary.tips),
      main_image: absoluteUrl(scope.origin, itinerary.coverPath),
      main_image_thumb: absoluteUrl(scope.origin, itinerary.coverThumbPath),
      currency: itinerary.currency,
      total_budget: itinerary.totalBudget,
      status: false,
      itineraries:
        options.stops === 'expanded'
          ? stops[n].map((stop) => restStop(scope, stop, owner.username))
          : stops[n].map((stop) => stop.id).join(','),
      rating: ratings[n].map((r) => ({ user_id: r.userId, itinerary_id: itinerary.id, rating: r.rating })),
      average_rating: stats[n].averageRating,
      rating_count: stats[n].ratingCount,
      my_rating: stats[n].myRating,
      is_owner: scope.viewer?.id === owner.id,
      forked_from: originals[n]
        ? { id: originals[n].id, main_title: originals[n].title, creator_name: originals[n].ownerUsername }
        : null,
      fork_count: stats[n].forkCount,
    };
  });
}

/** The itinerary card under a post (the original sent the whole itinerary; its screens read these keys). */
export const restItineraryCard = (scope: RequestScope, summary: ItinerarySummary) => ({
  id: summary.id,
  main_title: summary.title,
  main_description: summary.description,
  main_image: absoluteUrl(scope.origin, summary.coverUrl),
  average_rating: summary.averageRating,
  creator_name: summary.ownerUsername,
});
