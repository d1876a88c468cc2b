import { WATCHED_POSTS_MAX } from '@culturalink/common/limits';
import type { DomainEvent } from '../../app/event-bus.js';
import { badInput, unauthenticated } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { eventStream } from '../../graphql/event-stream.js';
import { Follow } from '../follows/follow.entity.js';
import { visiblePostsCondition } from '../privacy/visibility.js';
import { isUuid } from '../../kernel/ids.js';
import { POST_ADDED, POST_LIKE_CHANGED } from './post-events.js';
import { Post } from './post.entity.js';

/** Loads the event's post in a fresh EntityManager fork, if this subscriber may see it. */
async function visiblePostFor(scope: RequestScope, postId: unknown): Promise<Post | null> {
  if (!isUuid(postId)) return null;
  const em = scope.services.orm.em.fork();
  return em.findOne(Post, { $and: [{ id: postId }, visiblePostsCondition(scope)] });
}

/** New posts by members the viewer follows (accepted) and by the viewer, as they are published. */
export function postAddedStream(scope: RequestScope, after?: unknown): Promise<AsyncIterableIterator<Post>> {
  const viewer = scope.viewer;
  if (!viewer) throw unauthenticated();
  return eventStream(
    scope,
    POST_ADDED,
    async (event: DomainEvent) => {
      if (event.authorId !== viewer.id) {
        if (!isUuid(event.authorId)) return null;
        const follows = await scope.services.orm.em
          .fork()
          .count(Follow, { follower: viewer.id, followee: event.authorId, status: 'accepted' });
        if (follows === 0) return null;
      }
      return visiblePostFor(scope, event.postId);
    },
    after,
  );
}

/** Like-count changes of the given posts, for viewers who may see them. */
export function postLikeChangedStream(
  scope: RequestScope,
  postIds: string[],
  after?: unknown,
): Promise<AsyncIterableIterator<Post>> {
  if (postIds.length === 0 || postIds.length > WATCHED_POSTS_MAX || !postIds.every(isUuid)) {
    throw badInput(`postIds must hold 1 to ${WATCHED_POSTS_MAX} post ids.`);
  }
  const watched = new Set(postIds.map((id) => id.toLowerCase()));
  return eventStream(
    scope,
    POST_LIKE_CHANGED,
    (event: DomainEvent) =>
      typeof event.postId === 'string' && watched.has(event.postId) ? visiblePostFor(scope, event.postId) : null,
    after,
  );
}
