import type { RequestScope } from '../../app/request-scope.js';
import { assertOwnItinerary } from '../itineraries/index.js';
import type { UploadedBytes } from '../media/index.js';
import { badInput } from '../../app/errors.js';
import { requireMember } from '../../kernel/guards.js';
import { Audience, recordEvent } from '../../app/event-log.js';
import { POST_ADDED } from './post-events.js';
import { checkAchievementsLater } from '../achievements/index.js';
import { parseItineraryId, validateNewPost } from './post-fields.js';
import { Post } from './post.entity.js';
import { applyPhotoPlan, type PhotoPlanItem } from './post-photos.js';
import { POSTING_RATE } from './posting-rate.js';

export interface CreatePostInput {
  title?: unknown;
  category?: unknown;
  country?: unknown;
  content?: unknown;
  itineraryId?: unknown;
  imageAlt?: unknown;
  /** The original single image (REST, GraphQL's `image`): the one photo, described by `imageAlt`. */
  image?: UploadedBytes | null;
  /** Up to POST_PHOTOS_MAX new photos in their order, each with its description (instead of `image`). */
  photos?: PhotoPlanItem[] | null;
}

const bothImageAndPhotos = () =>
  badInput('Send the photos in `photos` alone, without `image`.', [
    { field: 'image', message: 'Send the photos in `photos` alone, without `image`.' },
  ]);

/** Publishes a post for the signed-in member; tells followers live and checks the author's badges. */
export async function createPost(scope: RequestScope, input: CreatePostInput): Promise<Post> {
  const viewer = requireMember(scope);
  await scope.services.rateLimiter.consume(
    `posting:${viewer.id}`,
    POSTING_RATE,
    'You are posting too fast. Please wait a moment.',
  );
  const fields = validateNewPost(input);
  const itineraryId = parseItineraryId(input.itineraryId);
  await assertOwnItinerary(scope, viewer.id, itineraryId);
  if (input.image && input.photos) throw bothImageAndPhotos();
  const plan = input.photos ?? (input.image ? [{ upload: input.image, description: fields.imageAlt }] : []);
  const post = scope.em.create(Post, { ...fields, author: viewer, itineraryId });
  if (plan.length > 0) await applyPhotoPlan(scope, post, plan, []);
  recordEvent(scope.em, { type: POST_ADDED, postId: post.id, authorId: viewer.id }, Audience.post(post.id));
  await scope.em.flush();
  checkAchievementsLater(scope.services, [viewer.id]);
  return post;
}
