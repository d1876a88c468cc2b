import type { RequestScope } from '../../app/request-scope.js';
import { assertOwnItinerary } from '../itineraries/index.js';
import type { UploadedBytes } from '../media/index.js';
import { storeImage } from '../media/index.js';
import { requireMember } from '../../kernel/guards.js';
import { Audience, recordEvent } from '../../app/event-log.js';
import { POST_ADDED } from './post-events.js';
import { checkAchievementsLater } from '../achievements/index.js';
import { parseItineraryId, validateNewPost } from './post-fields.js';
import { Post } from './post.entity.js';
import { POSTING_RATE } from './posting-rate.js';

export interface CreatePostInput {
  title?: unknown;
  category?: unknown;
  country?: unknown;
  content?: unknown;
  itineraryId?: unknown;
  imageAlt?: unknown;
  image?: UploadedBytes | null;
}

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
  const image = input.image ? await storeImage(scope, input.image) : null;
  const post = scope.em.create(Post, {
    ...fields,
    author: viewer,
    itineraryId,
    imagePath: image?.path ?? null,
    imageThumbPath: image?.thumbPath ?? null,
  });
  recordEvent(scope.em, { type: POST_ADDED, postId: post.id, authorId: viewer.id }, Audience.post(post.id));
  await scope.em.flush();
  checkAchievementsLater(scope.services, [viewer.id]);
  return post;
}
