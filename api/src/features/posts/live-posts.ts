import { WATCHED_POSTS_MAX } from '@culturalink/common/limits';
import { badInput, unauthenticated } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { eventStream } from '../../graphql/event-stream.js';
import { isUuid } from '../../kernel/ids.js';
import type { PostView } from './feed-rows.js';
import { livePostChangeFor, livePostFor, viewerFollowsEventAuthor, type LivePostChange } from './live-post-views.js';
import { POST_ADDED, POST_CHANGED, POST_LIKE_CHANGED } from './post-events.js';

/** New posts by members the viewer follows (accepted) and by the viewer, as they are published. */
export function postAddedStream(scope: RequestScope, after?: unknown): Promise<AsyncIterableIterator<PostView>> {
  const viewer = scope.viewer;
  if (!viewer) throw unauthenticated();
  return eventStream(
    scope,
    POST_ADDED,
    async (event) => {
      if (!isUuid(event.postId)) return null;
      if (event.authorId !== viewer.id && !(await viewerFollowsEventAuthor(scope, event, event.postId))) return null;
      return livePostFor(scope, event, event.postId);
    },
    after,
  );
}

/** The watched post ids of a subscription (1 to WATCHED_POSTS_MAX uuids), lower case. */
function watchList(postIds: string[]): Set<string> {
  if (postIds.length === 0 || postIds.length > WATCHED_POSTS_MAX || !postIds.every(isUuid)) {
    throw badInput(`postIds must hold 1 to ${WATCHED_POSTS_MAX} post ids.`);
  }
  return new Set(postIds.map((id) => id.toLowerCase()));
}

/** Edits, removals and comment changes of the given posts, for viewers who may see them (or saw them, for removals). */
export function postChangedStream(
  scope: RequestScope,
  postIds: string[],
  after?: unknown,
): Promise<AsyncIterableIterator<LivePostChange>> {
  const watched = watchList(postIds);
  return eventStream(
    scope,
    POST_CHANGED,
    (event) => (typeof event.postId === 'string' && watched.has(event.postId) ? livePostChangeFor(scope, event) : null),
    after,
  );
}

/** Like-count changes of the given posts, for viewers who may see them. */
export function postLikeChangedStream(
  scope: RequestScope,
  postIds: string[],
  after?: unknown,
): Promise<AsyncIterableIterator<PostView>> {
  const watched = watchList(postIds);
  return eventStream(
    scope,
    POST_LIKE_CHANGED,
    (event) =>
      typeof event.postId === 'string' && watched.has(event.postId) ? livePostFor(scope, event, event.postId) : null,
    after,
  );
}
