import { WATCHED_POSTS_MAX } from '@culturalink/common/limits';
import { badInput, unauthenticated } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { eventStream } from '../../graphql/event-stream.js';
import { canonicalCategory } from '@culturalink/common/post-categories';
import { isUuid } from '../../kernel/ids.js';
import { postVisibility } from '../privacy/index.js';
import type { PostView } from './feed-rows.js';
import { livePostChangeFor, livePostFor, viewerFollowsEventAuthor, type LivePostChange } from './live-post-views.js';
import { POST_ADDED, POST_CHANGED, POST_LIKE_CHANGED } from './post-events.js';

/** Which new posts `postAdded` reports. */
export type PostAddedScope = 'FOLLOWING' | 'HOME' | 'PUBLIC';

export interface PostAddedFilter {
  scope: PostAddedScope;
  /** Only posts about this country (any letter case). */
  country?: string | null;
  /** Only posts of this category (any letter case). */
  category?: string | null;
}

/** What a guest may read: the `PUBLIC` stream applies the rule as for nobody in particular. */
const GUEST = { viewer: null, scopes: new Set<never>() };

/**
 * New posts as they are published, for the viewer: FOLLOWING (members only) those of the members the viewer
 * follows (accepted) and the viewer's own; HOME every post the viewer's feed would include (the reads' rule);
 * PUBLIC the posts anyone, a guest included, may read. `country` and `category` narrow any of them. Posts of a
 * member the viewer muted are left out of all three, as from the feed.
 */
export function postAddedStream(
  scope: RequestScope,
  filter: PostAddedFilter,
  after?: unknown,
  asksIsLiked = true,
): Promise<AsyncIterableIterator<PostView>> {
  const viewer = scope.viewer;
  if (filter.scope === 'FOLLOWING' && !viewer) throw unauthenticated();
  let category: string | null = null;
  if (filter.category) {
    category = canonicalCategory(filter.category);
    if (!category) throw badInput('category must be one of the post categories.');
  }
  const country = filter.country?.trim().toLowerCase() || null;
  return eventStream(
    scope,
    POST_ADDED,
    async (event) => {
      if (!isUuid(event.postId)) return null;
      if (
        filter.scope === 'FOLLOWING' &&
        event.authorId !== viewer!.id &&
        !(await viewerFollowsEventAuthor(scope, event, event.postId))
      )
        return null;
      const post = await livePostFor(scope, event, event.postId, asksIsLiked);
      if (!post) return null;
      if (filter.scope === 'PUBLIC' && postVisibility(GUEST, post) !== 'visible') return null;
      if (viewer && post.mutedBy?.includes(viewer.id)) return null; // the muter's feed streams leave it out
      if (category && post.category !== category) return null;
      if (country && post.country.toLowerCase() !== country) return null;
      return post;
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
  asksIsLiked = true,
): Promise<AsyncIterableIterator<LivePostChange>> {
  const watched = watchList(postIds);
  return eventStream(
    scope,
    POST_CHANGED,
    (event) =>
      typeof event.postId === 'string' && watched.has(event.postId)
        ? livePostChangeFor(scope, event, asksIsLiked)
        : null,
    after,
  );
}

/** Like-count changes of the given posts, for viewers who may see them. */
export function postLikeChangedStream(
  scope: RequestScope,
  postIds: string[],
  after?: unknown,
  asksIsLiked = true,
): Promise<AsyncIterableIterator<PostView>> {
  const watched = watchList(postIds);
  return eventStream(
    scope,
    POST_LIKE_CHANGED,
    (event) =>
      typeof event.postId === 'string' && watched.has(event.postId)
        ? livePostFor(scope, event, event.postId, asksIsLiked)
        : null,
    after,
  );
}
