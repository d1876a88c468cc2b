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
 * reads the post once instead of once per socket. Reads go to the live pool (`readLiveRows`). Once read,
 * each answer is there without a promise, so accepting an event for the next viewer costs none.
 */
interface EventPost {
  view: PostView;
  /** The numbers with `isLiked` true (the view's own say false: it was read for nobody in particular). */
  likedStats: PostView['stats'];
  follower: Membership;
  liked: Membership;
}

const BATCH = 1000;
const FOLLOWERS_SQL = `select follower_id as id from follow where followee_id = ? and status = 'accepted' and follower_id = any(?::uuid[])`;
const LIKERS_SQL = 'select user_id as id from post_like where post_id = ? and user_id = any(?::uuid[])';

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * Which viewers `sql` (one `?` for the post or author, one for the viewer ids) finds a row for: the viewers
 * asked during one turn of the event loop are asked together (up to BATCH per statement), and each answer
 * is kept, so it is known without a promise afterwards.
 */
class Membership {
  private readonly answers = new Map<string, boolean>();
  private readonly asked = new Map<string, Promise<boolean>>();
  /** The viewers gathered for the next statement, and its promise. */
  private batch: { ids: string[]; read: Promise<void> } | null = null;

  constructor(
    private readonly services: AppServices,
    private readonly sql: string,
    private readonly subjectId: string,
  ) {}

  /** The viewer's answer, or its promise while it is being asked. */
  of(viewerId: string): boolean | Promise<boolean> {
    const known = this.answers.get(viewerId);
    if (known !== undefined) return known;
    let answer = this.asked.get(viewerId);
    if (!answer) {
      answer = this.join(viewerId).then(() => this.answers.get(viewerId) ?? false);
      this.asked.set(viewerId, answer);
    }
    return answer;
  }

  private join(viewerId: string): Promise<void> {
    if (!this.batch || this.batch.ids.length >= BATCH) {
      const ids: string[] = [];
      const read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.read(ids));
      this.batch = { ids, read };
    }
    this.batch.ids.push(viewerId);
    return this.batch.read;
  }

  private async read(ids: string[]): Promise<void> {
    if (this.batch?.ids === ids) this.batch = null;
    try {
      const rows = await readLiveRows<{ id: string }>(this.services.orm.em.fork(), this.sql, [this.subjectId, ids]);
      const found = new Set(rows.map((row) => row.id));
      for (const id of ids) this.answers.set(id, found.has(id));
    } finally {
      for (const id of ids) this.asked.delete(id); // after a failure, the next viewer who needs it asks again
    }
  }
}

async function loadEventPost(services: AppServices, postId: string): Promise<EventPost | null> {
  const view = await readPostForLiveEvent(services.orm.em.fork(), postId);
  if (!view) return null;
  return {
    view,
    likedStats: { ...view.stats, isLiked: true },
    follower: new Membership(services, FOLLOWERS_SQL, view.author.id),
    liked: new Membership(services, LIKERS_SQL, view.id),
  };
}

/** Per event: its post once read (null: gone), or the promise of it while it is being read. */
const perEvent = new WeakMap<LoggedEvent, EventPost | null | Promise<EventPost | null>>();

/** The event's post, read once for every subscriber of this event. */
function eventPost(
  services: AppServices,
  event: LoggedEvent,
  postId: string,
): EventPost | null | Promise<EventPost | null> {
  if (perEvent.has(event)) return perEvent.get(event)!;
  const reading = loadEventPost(services, postId);
  perEvent.set(event, reading);
  reading.then(
    (post) => perEvent.set(event, post),
    () => perEvent.delete(event), // asked again by the next subscriber
  );
  return reading;
}

/** The author facts of a deleted post's event (the post row is gone), read once per event. */
const authorPerEvent = new WeakMap<
  LoggedEvent,
  Promise<{ author: PostView['author']; blockedWith: string[]; follower: Membership } | null>
>();

function eventAuthor(services: AppServices, event: LoggedEvent, authorId: string) {
  let entry = authorPerEvent.get(event);
  if (!entry) {
    entry = readLiveRows<{ id: string; is_active: boolean; is_private: boolean; blocked_with: string[] }>(
      services.orm.em.fork(),
      `select u.id, u.is_active, u.is_private,
              array(select b.blocked_id from member_block b where b.blocker_id = u.id
                    union all select b.blocker_id from member_block b where b.blocked_id = u.id)::text[] as blocked_with
         from app_user u where u.id = ?`,
      [authorId],
    ).then(([row]) =>
      row
        ? {
            author: { id: row.id, isActive: row.is_active, isPrivate: row.is_private } as PostView['author'],
            blockedWith: row.blocked_with,
            follower: new Membership(services, FOLLOWERS_SQL, row.id),
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
  const mayHear = async (facts: Parameters<typeof postVisibility>[1], follower: Membership): Promise<boolean> => {
    const decision = postVisibility(scope, facts);
    if (decision === 'followers') return !!viewer && (await follower.of(viewer.id));
    return decision === 'visible';
  };
  const removed: LivePostChange = { kind: 'REMOVED', postId, post: null, commentId: null };
  if (change === 'deleted') {
    const shared = await eventAuthor(scope.services, event, authorId);
    return shared &&
      (await mayHear({ isBanned: false, author: shared.author, blockedWith: shared.blockedWith }, shared.follower))
      ? removed
      : null;
  }
  const kind = KIND_OF_CHANGE[change];
  if (!kind) return null;
  const shared = await eventPost(scope.services, event, postId);
  if (!shared) return null; // deleted since: its own event follows
  if (await mayHear(shared.view, shared.follower)) {
    return { kind, postId, post: await viewerCopy(shared, viewer?.id, asksIsLiked), commentId };
  }
  // hidden now: those who would see it but for a ban or a deactivation see it leave
  const before = {
    isBanned: false,
    author: { ...shared.view.author, isActive: true },
    blockedWith: shared.view.blockedWith,
  };
  return kind === 'UPDATED' && (await mayHear(before, shared.follower)) ? removed : null;
}

/** Whether the viewer of `scope` is an accepted follower of the author of the event's post. */
export async function viewerFollowsEventAuthor(scope: RequestScope, event: LoggedEvent, postId: string) {
  const viewer = scope.viewer;
  if (!viewer || !isUuid(postId)) return false;
  const shared = await eventPost(scope.services, event, postId);
  return shared ? shared.follower.of(viewer.id) : false;
}

/**
 * The event's post as this subscriber may see it (the reads' privacy rule), or null. The view is the
 * shared one with the viewer's own `isLiked` (see viewerCopy), marked so that viewers of the same class
 * receive one shared execution (shared-delivery.ts). Answers without a promise when everything it needs
 * was already read for an earlier subscriber of the event.
 */
export function livePostFor(
  scope: RequestScope,
  event: LoggedEvent,
  postId: unknown,
  asksIsLiked = true,
): PostView | null | Promise<PostView | null> {
  if (!isUuid(postId)) return null;
  const shared = eventPost(scope.services, event, postId);
  return isPromise(shared)
    ? shared.then((post) => visibleCopy(scope, post, asksIsLiked))
    : visibleCopy(scope, shared, asksIsLiked);
}

function visibleCopy(
  scope: RequestScope,
  shared: EventPost | null,
  asksIsLiked: boolean,
): PostView | null | Promise<PostView | null> {
  if (!shared) return null;
  const decision = postVisibility(scope, shared.view);
  if (decision === 'hidden') return null;
  const viewerId = scope.viewer?.id;
  if (decision !== 'followers') return markedCopy(shared, viewerId, asksIsLiked);
  if (!viewerId) return null;
  const follows = shared.follower.of(viewerId);
  if (isPromise(follows)) return follows.then((yes) => (yes ? markedCopy(shared, viewerId, asksIsLiked) : null));
  return follows ? markedCopy(shared, viewerId, asksIsLiked) : null;
}

/** The viewer's copy (viewerCopy), marked as a copy of the event's shared reading (shared-delivery.ts). */
function markedCopy(shared: EventPost, viewerId: string | undefined, asksIsLiked: boolean) {
  const view = viewerCopy(shared, viewerId, asksIsLiked);
  return isPromise(view) ? view.then((copy) => markShared(copy, shared)) : markShared(view, shared);
}

/**
 * This viewer's copy of the event's shared post view, with their own `isLiked`. With `asksIsLiked` (the
 * subscription's document selects it) it is asked now, while every subscriber of the event is being
 * accepted: one batched statement for them all, and the copy carries the answer (its delivery needs no
 * promise to know the viewer's class). Otherwise only if something resolves it.
 */
function viewerCopy(
  shared: EventPost,
  viewerId: string | undefined,
  asksIsLiked: boolean,
): PostView | Promise<PostView> {
  const view = Object.create(shared.view) as PostView;
  if (!viewerId) return view;
  if (!asksIsLiked) {
    view.isLikedLater = askLater(shared.liked, viewerId);
    return view;
  }
  const liked = shared.liked.of(viewerId);
  if (!isPromise(liked)) return withLiked(view, shared, liked);
  return liked.then((answer) => withLiked(view, shared, answer));
}

function withLiked(view: PostView, shared: EventPost, liked: boolean): PostView {
  if (liked) view.stats = shared.likedStats;
  return view;
}

function askLater(liked: Membership, viewerId: string): () => Promise<boolean> {
  return () => Promise.resolve(liked.of(viewerId));
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
