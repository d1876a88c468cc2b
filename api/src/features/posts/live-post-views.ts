import DataLoader from 'dataloader';
import type { LoggedEvent } from '../../app/event-bus.js';
import type { RequestScope } from '../../app/request-scope.js';
import type { AppServices } from '../../app/services.js';
import { readLiveRows } from '../../db/prepared-query.js';
import { markShared, shareShape } from '../../graphql/shared-delivery.js';
import { isUuid } from '../../kernel/ids.js';
import { postVisibility } from '../privacy/index.js';
import { PostView, readPostForLiveEvent } from './feed-rows.js';

/**
 * What every subscriber of one post event shares: the post read once (with its author and the numbers all
 * viewers see), and batched answers to the two per-viewer questions (follows the private author? likes
 * it?), each asked only of the viewers it concerns, in one statement per batch. Kept while the event
 * object lives (the bus hands the same object to every subscriber), so a fan-out to thousands of sockets
 * reads the post once instead of once per socket. Reads go to the live pool (`readLiveRows`).
 */
interface EventPost {
  view: PostView;
  follower: DataLoader<string, boolean>;
  liked: DataLoader<string, boolean>;
}

const BATCH = 1000;
const FOLLOWERS_SQL = `select follower_id as id from follow where followee_id = ? and status = 'accepted' and follower_id = any(?::uuid[])`;
const perEvent = new WeakMap<LoggedEvent, Promise<EventPost | null>>();

/** The ids among `viewerIds` for which `sql` (one `?` for the post or author, one for the ids) finds a row. */
function membershipLoader(services: AppServices, sql: string, subjectId: string): DataLoader<string, boolean> {
  return new DataLoader(
    async (viewerIds) => {
      const rows = await readLiveRows<{ id: string }>(services.orm.em.fork(), sql, [subjectId, [...viewerIds]]);
      const found = new Set(rows.map((row) => row.id));
      return viewerIds.map((id) => found.has(id));
    },
    { maxBatchSize: BATCH, batchScheduleFn: (run) => setImmediate(run) },
  );
}

async function loadEventPost(services: AppServices, postId: string): Promise<EventPost | null> {
  const view = await readPostForLiveEvent(services.orm.em.fork(), postId);
  if (!view) return null;
  return {
    view,
    follower: membershipLoader(services, FOLLOWERS_SQL, view.author.id),
    liked: membershipLoader(
      services,
      'select user_id as id from post_like where post_id = ? and user_id = any(?::uuid[])',
      view.id,
    ),
  };
}

/** The event's post, read once for every subscriber of this event. */
function eventPost(services: AppServices, event: LoggedEvent, postId: string): Promise<EventPost | null> {
  let entry = perEvent.get(event);
  if (!entry) {
    entry = loadEventPost(services, postId);
    perEvent.set(event, entry);
  }
  return entry;
}

/** The author facts of a deleted post's event (the post row is gone), read once per event. */
const authorPerEvent = new WeakMap<
  LoggedEvent,
  Promise<{ author: PostView['author']; follower: DataLoader<string, boolean> } | null>
>();

function eventAuthor(services: AppServices, event: LoggedEvent, authorId: string) {
  let entry = authorPerEvent.get(event);
  if (!entry) {
    entry = readLiveRows<{ id: string; is_active: boolean; is_private: boolean }>(
      services.orm.em.fork(),
      'select id, is_active, is_private from app_user where id = ?',
      [authorId],
    ).then(([row]) =>
      row
        ? {
            author: { id: row.id, isActive: row.is_active, isPrivate: row.is_private } as PostView['author'],
            follower: membershipLoader(services, FOLLOWERS_SQL, row.id),
          }
        : null,
    );
    authorPerEvent.set(event, entry);
  }
  return entry;
}

/** What a `postChanged` subscriber receives: `post` is null when it was removed for this viewer. */
export interface LivePostChange {
  kind: 'UPDATED' | 'REMOVED' | 'COMMENT_ADDED' | 'COMMENT_EDITED' | 'COMMENT_DELETED';
  postId: string;
  post: PostView | null;
  commentId: string | null;
}

const KIND_OF_CHANGE: Record<string, LivePostChange['kind']> = {
  edited: 'UPDATED',
  commentAdded: 'COMMENT_ADDED',
  commentEdited: 'COMMENT_EDITED',
  commentDeleted: 'COMMENT_DELETED',
};

/**
 * A `post.changed` event as this subscriber may hear it. A viewer who may see the post now gets it with
 * its new state (the kind says what changed); a viewer who could see it before but no longer may (it was
 * deleted, or banned, or its author deactivated) gets REMOVED without the post; anyone else nothing.
 */
export async function livePostChangeFor(
  scope: RequestScope,
  event: LoggedEvent,
  asksIsLiked = true,
): Promise<LivePostChange | null> {
  const { postId, authorId, change } = event;
  if (!isUuid(postId) || !isUuid(authorId) || typeof change !== 'string') return null;
  const commentId = typeof event.commentId === 'string' ? event.commentId : null;
  const viewer = scope.viewer;
  const mayHear = async (
    facts: Parameters<typeof postVisibility>[1],
    follower: DataLoader<string, boolean>,
  ): Promise<boolean> => {
    const decision = postVisibility(scope, facts);
    if (decision === 'followers') return !!viewer && (await follower.load(viewer.id));
    return decision === 'visible';
  };
  const removed: LivePostChange = { kind: 'REMOVED', postId, post: null, commentId: null };
  if (change === 'deleted') {
    const shared = await eventAuthor(scope.services, event, authorId);
    return shared && (await mayHear({ isBanned: false, author: shared.author }, shared.follower)) ? removed : null;
  }
  const kind = KIND_OF_CHANGE[change];
  if (!kind) return null;
  const shared = await eventPost(scope.services, event, postId);
  if (!shared) return null; // deleted since: its own event follows
  if (await mayHear(shared.view, shared.follower)) {
    return { kind, postId, post: viewerCopy(shared, viewer?.id, asksIsLiked), commentId };
  }
  // hidden now: those who would see it but for a ban or a deactivation see it leave
  const before = { isBanned: false, author: { ...shared.view.author, isActive: true } };
  return kind === 'UPDATED' && (await mayHear(before, shared.follower)) ? removed : null;
}

/** Whether the viewer of `scope` is an accepted follower of the author of the event's post. */
export async function viewerFollowsEventAuthor(scope: RequestScope, event: LoggedEvent, postId: string) {
  const viewer = scope.viewer;
  if (!viewer || !isUuid(postId)) return false;
  const shared = await eventPost(scope.services, event, postId);
  return shared ? shared.follower.load(viewer.id) : false;
}

/**
 * The event's post as this subscriber may see it (the reads' privacy rule), or null. The view is the
 * shared one with the viewer's own `isLiked` (see viewerCopy), marked so that viewers of the same class
 * receive one shared execution (shared-delivery.ts).
 */
export async function livePostFor(
  scope: RequestScope,
  event: LoggedEvent,
  postId: unknown,
  asksIsLiked = true,
): Promise<PostView | null> {
  if (!isUuid(postId)) return null;
  const shared = await eventPost(scope.services, event, postId);
  if (!shared) return null;
  const decision = postVisibility(scope, shared.view);
  if (decision === 'hidden') return null;
  const viewer = scope.viewer;
  if (decision === 'followers' && !(viewer && (await shared.follower.load(viewer.id)))) return null;
  return markShared(viewerCopy(shared, viewer?.id, asksIsLiked), shared);
}

/**
 * This viewer's copy of the event's shared post view, with their own `isLiked`. With `asksIsLiked` (the
 * subscription's document selects it) it is asked now, while every subscriber of the event is being
 * accepted: one batched statement for them all, rather than one per delivery slice (deliveries run in
 * time-bounded slices, see event-stream.ts). Otherwise only if something resolves it.
 */
function viewerCopy(shared: EventPost, viewerId: string | undefined, asksIsLiked: boolean): PostView {
  const view = Object.create(shared.view) as PostView;
  if (!viewerId) return view;
  if (!asksIsLiked) {
    view.isLikedLater = () => shared.liked.load(viewerId);
    return view;
  }
  const liked = shared.liked.load(viewerId);
  liked.catch(() => undefined); // a failure surfaces where `isLiked` is selected
  view.isLikedLater = () => liked;
  return view;
}

/**
 * The Post fields a live event may execute once for every viewer who receives it (shared-delivery.ts): the
 * post's own scalars and counts read with the event are the same for everyone; `isLiked` is the viewer's
 * own, so it splits the viewers in two classes. Any other field (the author, likers, comments) makes a
 * subscription execute per socket.
 */
shareShape('Post', {
  independent: new Set([
    'id',
    'title',
    'category',
    'country',
    'content',
    'imageUrl',
    'imageThumbUrl',
    'imageAlt',
    'itineraryId',
    'isWarned',
    'isBanned',
    'createdAt',
    'updatedAt',
    'likeCount',
    'commentCount',
  ]),
  byViewer: {
    isLiked: (view: PostView) => (view.isLikedLater ? view.isLikedLater() : view.stats.isLiked),
  },
});
