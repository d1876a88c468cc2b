import { FEED_QUERY } from './feed-throughput.js';
import type { MemoryReading } from './processes.js';
import { benchToken } from './seed-bulk.js';
import { openCrowd } from './ws-subscribers.js';

/** A server that delivers `postLikeChanged`: the API, or the minimal graphql-ws server beside it. */
export interface LiveTarget {
  name: string;
  wsUrl: string;
  /** Memory after a forced full GC, read while the bench's sockets are open. */
  memoryAfterGc(): Promise<MemoryReading | null>;
  /** Likes `postId` as member `liker`, or takes the like back if they like it; resolves when the server answered. */
  toggleLike(liker: number, postId: string): Promise<void>;
}

export const LIKE_SUBSCRIPTION = `subscription PostLikeChanged($postIds: [ID!]!) {
  postLikeChanged(postIds: $postIds) { id likeCount isLiked } }`;

/** A request that hangs fails the run instead of stalling it. */
const REQUEST_TIMEOUT_MS = 60_000;

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const perSocket = (before: number | undefined, after: number | undefined, sockets: number) =>
  before === undefined || after === undefined ? null : Math.round(((after - before) / sockets) * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Subscribers are members from 300 on (likers are 1..200), wrapping around small seeds. */
const subscriberMember = (k: number, members: number) => 300 + (k % Math.max(1, members - 300));

type Measured = { memoryAfterGc(): Promise<MemoryReading | null> };

export function appTarget(appUrl: string, process: Measured): LiveTarget {
  const ask = async <T>(liker: number, query: string, postId: string): Promise<T> => {
    const response = await fetch(`${appUrl}/graphql`, {
      method: 'POST',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: { 'content-type': 'application/json', authorization: `Token ${benchToken(liker)}` },
      body: JSON.stringify({ query, variables: { id: postId } }),
    });
    const answer = (await response.json()) as { data?: T; errors?: unknown };
    if (answer.errors || !answer.data) throw new Error(`${query} failed: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
  /** Whether each liker likes each post, as the last answer said: the next call asks for the opposite. */
  const liked = new Map<string, boolean>();
  return {
    name: 'API',
    wsUrl: appUrl.replace(/^http/, 'ws') + '/graphql',
    memoryAfterGc: () => process.memoryAfterGc(),
    async toggleLike(liker, postId) {
      const key = `${liker}|${postId}`;
      let likes = liked.get(key);
      if (likes === undefined) {
        const read = await ask<{ post: { isLiked: boolean } }>(
          liker,
          'query($id: ID!) { post(id: $id) { isLiked } }',
          postId,
        );
        likes = read.post.isLiked;
      }
      const mutation = likes ? 'unlikePost' : 'likePost';
      await ask(liker, `mutation($id: ID!) { ${mutation}(postId: $id) { post { isLiked likeCount } } }`, postId);
      liked.set(key, !likes);
    },
  };
}

export function minimalTarget(url: string, process: Measured): LiveTarget {
  return {
    name: 'minimal graphql-ws',
    wsUrl: url.replace(/^http/, 'ws') + '/graphql',
    memoryAfterGc: () => process.memoryAfterGc(),
    async toggleLike(liker, postId) {
      const response = await fetch(`${url}/like`, {
        method: 'POST',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        body: JSON.stringify({ postId, liker: `Token ${benchToken(liker)}` }),
      });
      if (!response.ok) throw new Error(`minimal like failed: ${response.status}`);
      await response.arrayBuffer();
    },
  };
}

export interface FanOutResult {
  target: string;
  subscribers: number;
  events: number;
  /** From the like request's start to the last subscriber's arrival, per event. */
  p50: number;
  p99: number;
  max: number;
  /** Server RSS growth per open, subscribed, idle socket (both readings after a forced full GC). */
  kbPerIdleSubscriber: number | null;
  /** The same in V8 heap only (steadier than RSS). */
  heapKbPerIdleSubscriber: number | null;
  serverRssMb: number | null;
}

/**
 * `subscribers` sockets watch one post with postLikeChanged (as the web does); the post is liked and
 * unliked `events` times, one after the other, each timed from the like request to its last delivery.
 */
export async function measureFanOut(
  target: LiveTarget,
  options: { subscribers: number; events: number; postId: string; members: number },
): Promise<FanOutResult> {
  const before = await target.memoryAfterGc();
  const crowd = await openCrowd({
    wsUrl: target.wsUrl,
    count: options.subscribers,
    authorizationOf: (k) => `Token ${benchToken(subscriberMember(k, options.members))}`,
    query: LIKE_SUBSCRIPTION,
    variablesOf: () => ({ postIds: [options.postId] }),
  });
  try {
    await sleep(2000 + options.subscribers / 2);
    // read while every socket is still open and subscribed
    const idle = await target.memoryAfterGc();
    // warm-up: every subscription is live on the server once one event reached every socket
    let expected = 0;
    for (let i = 0; i < 3; i++) {
      await target.toggleLike(1 + (i % 2), options.postId);
      expected += options.subscribers;
      await crowd.waitFor(expected, 120_000);
    }
    const latencies: number[] = [];
    for (let i = 0; i < options.events; i++) {
      const started = performance.now();
      await target.toggleLike(1 + (i % 2), options.postId);
      expected += options.subscribers;
      const lastArrival = await crowd.waitFor(expected, 120_000);
      latencies.push(lastArrival - started);
    }
    return {
      target: target.name,
      subscribers: options.subscribers,
      events: latencies.length,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: Math.max(...latencies),
      kbPerIdleSubscriber: perSocket(before?.rssKb, idle?.rssKb, options.subscribers),
      heapKbPerIdleSubscriber: perSocket(before?.heapUsedKb, idle?.heapUsedKb, options.subscribers),
      serverRssMb: idle ? Math.round(idle.rssKb / 1024) : null,
    };
  } finally {
    await crowd.close();
    await sleep(1000);
  }
}

export interface SustainedResult {
  target: string;
  subscribers: number;
  posts: number;
  likesPerSecondAsked: number;
  likes: number;
  deliveries: number;
  deliveriesPerSecond: number;
  likeP50: number;
  likeP99: number;
  feedRequests: number;
  feedP50: number | null;
  feedP99: number | null;
}

/**
 * `subscribers` sockets each watch the same 20 posts (a feed page, as the web subscribes); likes arrive at
 * `likesPerSecond` for `seconds` (open loop, rotating over 200 likers and the posts). Measures deliveries
 * per second, the like mutation's own latency and, when `feedUrl` is given, an unrelated member's feed page
 * requested back to back meanwhile.
 */
export async function measureSustained(
  target: LiveTarget,
  options: {
    subscribers: number;
    postIds: string[];
    members: number;
    seconds: number;
    likesPerSecond: number;
    feedUrl?: string;
  },
): Promise<SustainedResult> {
  const crowd = await openCrowd({
    wsUrl: target.wsUrl,
    count: options.subscribers,
    authorizationOf: (k) => `Token ${benchToken(subscriberMember(k, options.members))}`,
    query: LIKE_SUBSCRIPTION,
    variablesOf: () => ({ postIds: options.postIds }),
  });
  try {
    await sleep(2000);
    await target.toggleLike(250, options.postIds[0]);
    await crowd.waitFor(options.subscribers, 120_000);
    await target.toggleLike(250, options.postIds[0]);
    await crowd.waitFor(2 * options.subscribers, 120_000);
    const receivedBefore = crowd.received();

    const likeLatencies: number[] = [];
    const feedLatencies: number[] = [];
    const started = performance.now();
    const endAt = started + options.seconds * 1000;
    let running = true;
    const feedLoop = (async () => {
      if (!options.feedUrl) return;
      const body = JSON.stringify({ query: FEED_QUERY });
      while (running) {
        const at = performance.now();
        const response = await fetch(options.feedUrl, {
          method: 'POST',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          headers: { 'content-type': 'application/json', authorization: `Token ${benchToken(260)}` },
          body,
        });
        await response.arrayBuffer();
        feedLatencies.push(performance.now() - at);
      }
    })();
    const pending: Promise<void>[] = [];
    let likes = 0;
    while (performance.now() < endAt) {
      const n = likes++;
      const at = performance.now();
      pending.push(
        target
          .toggleLike(1 + (n % 200), options.postIds[n % options.postIds.length])
          .then(() => void likeLatencies.push(performance.now() - at)),
      );
      const nextAt = started + (likes * 1000) / options.likesPerSecond;
      await sleep(Math.max(0, nextAt - performance.now()));
    }
    await Promise.all(pending);
    running = false;
    await feedLoop;
    const expected = receivedBefore + likes * options.subscribers;
    // the deliveries still on their way count; the rate is taken over the time the last one needed
    await crowd.waitFor(expected, 60_000).catch(() => undefined);
    const deliveries = crowd.received() - receivedBefore;
    const elapsed = (crowd.lastArrival() - started) / 1000;
    return {
      target: target.name,
      subscribers: options.subscribers,
      posts: options.postIds.length,
      likesPerSecondAsked: options.likesPerSecond,
      likes,
      deliveries,
      deliveriesPerSecond: Math.round(deliveries / elapsed),
      likeP50: percentile(likeLatencies, 50),
      likeP99: percentile(likeLatencies, 99),
      feedRequests: feedLatencies.length,
      feedP50: options.feedUrl ? percentile(feedLatencies, 50) : null,
      feedP99: options.feedUrl ? percentile(feedLatencies, 99) : null,
    };
  } finally {
    await crowd.close();
    await sleep(1000);
  }
}
