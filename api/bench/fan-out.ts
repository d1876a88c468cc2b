import os from 'node:os';
import pg from 'pg';
import { FEED_QUERY } from './feed-throughput.js';
import { cpuMilliseconds, type MemoryReading } from './processes.js';
import { benchToken } from './seed-bulk.js';
import { openCrowd } from './ws-subscribers.js';

/** A server that delivers `postLikeChanged`: the API, or the minimal graphql-ws server beside it. */
export interface LiveTarget {
  name: string;
  wsUrl: string;
  /** The server's process id (its CPU time is read from /proc around the sustained row). */
  pid: number | undefined;
  /** Memory after a forced full GC, read while the bench's sockets are open. */
  memoryAfterGc(): Promise<MemoryReading | null>;
  /** Likes `postId` as member `liker`, or takes the like back if they like it; resolves when the server answered. */
  flipLike(liker: number, postId: string): Promise<void>;
}

/** The 1-minute load average of the machine, as `uptime` prints it (the bench shares the machine). */
export const loadAverage = () => Math.round(os.loadavg()[0] * 100) / 100;

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

type Measured = { child: { pid?: number }; memoryAfterGc(): Promise<MemoryReading | null> };

/** Whether bench members like the given posts now (the seed likes some): `${member}:${postId}` keys. */
async function likedPairs(databaseUrl: string, postIds: string[]): Promise<Set<string>> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ member: number; post_id: string }>(
      `select (substring(u.username from 6))::int as member, l.post_id from post_like l
       join app_user u on u.id = l.user_id where l.post_id = any($1::uuid[]) and u.username like 'bench%'`,
      [postIds],
    );
    return new Set(rows.map((row) => `${row.member}:${row.post_id}`));
  } finally {
    await db.end();
  }
}

/**
 * The API, liking with the idempotent `likePost` / `unlikePost` and the selection the web uses (the bench
 * knows each member's like of the watched posts, read from the database first, so no like waits for a read).
 */
export async function appTarget(
  appUrl: string,
  process: Measured,
  databaseUrl: string,
  postIds: string[],
): Promise<LiveTarget> {
  const liked = await likedPairs(databaseUrl, postIds);
  return {
    name: 'API',
    wsUrl: appUrl.replace(/^http/, 'ws') + '/graphql',
    pid: process.child.pid,
    memoryAfterGc: () => process.memoryAfterGc(),
    async flipLike(liker, postId) {
      const key = `${liker}:${postId}`;
      const mutation = liked.has(key) ? 'unlikePost' : 'likePost';
      const response = await fetch(`${appUrl}/graphql`, {
        method: 'POST',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: { 'content-type': 'application/json', authorization: `Token ${benchToken(liker)}` },
        body: JSON.stringify({
          query: `mutation($id: ID!) { ${mutation}(postId: $id) { post { id isLiked likeCount } userErrors { message } } }`,
          variables: { id: postId },
        }),
      });
      const answer = (await response.json()) as {
        data?: Record<string, { userErrors: unknown[] } | null>;
        errors?: unknown;
      };
      if (answer.errors || !answer.data?.[mutation] || answer.data[mutation].userErrors.length > 0)
        throw new Error(`${mutation} failed: ${JSON.stringify(answer)}`);
      if (liked.has(key)) liked.delete(key);
      else liked.add(key);
    },
  };
}

export function minimalTarget(url: string, process: Measured): LiveTarget {
  return {
    name: 'minimal graphql-ws',
    wsUrl: url.replace(/^http/, 'ws') + '/graphql',
    pid: process.child.pid,
    memoryAfterGc: () => process.memoryAfterGc(),
    async flipLike(liker, postId) {
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
  /** The machine's 1-minute load average when the row started and when it ended. */
  loadAverage: [number, number];
}

/**
 * `subscribers` sockets watch one post with postLikeChanged (as the web does); the post is liked and
 * unliked `events` times, one after the other, each timed from the like request to its last delivery.
 */
export async function measureFanOut(
  target: LiveTarget,
  options: { subscribers: number; events: number; postId: string; members: number },
): Promise<FanOutResult> {
  const loadAtStart = loadAverage();
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
      await target.flipLike(1 + (i % 2), options.postId);
      expected += options.subscribers;
      await crowd.waitFor(expected, 120_000);
    }
    const latencies: number[] = [];
    for (let i = 0; i < options.events; i++) {
      const started = performance.now();
      await target.flipLike(1 + (i % 2), options.postId);
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
      loadAverage: [loadAtStart, loadAverage()],
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
  /** Server CPU (user + system) over the measured window, per delivery, in microseconds. */
  serverCpuUsPerDelivery: number | null;
  /** Server CPU over the measured window, in percent of one core. */
  serverCpuPercent: number | null;
  /** The machine's 1-minute load average when the row started and when it ended. */
  loadAverage: [number, number];
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
    await target.flipLike(250, options.postIds[0]);
    await crowd.waitFor(options.subscribers, 120_000);
    await target.flipLike(250, options.postIds[0]);
    await crowd.waitFor(2 * options.subscribers, 120_000);
    const receivedBefore = crowd.received();
    const loadAtStart = loadAverage();
    const cpuAtStart = cpuMilliseconds(target.pid);

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
          .flipLike(1 + (n % 200), options.postIds[n % options.postIds.length])
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
    const cpuAtEnd = cpuMilliseconds(target.pid);
    const cpuMs = cpuAtStart === null || cpuAtEnd === null ? null : cpuAtEnd - cpuAtStart;
    const windowSeconds = (performance.now() - started) / 1000;
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
      serverCpuUsPerDelivery: cpuMs === null || deliveries === 0 ? null : Math.round((cpuMs * 1000) / deliveries),
      serverCpuPercent: cpuMs === null ? null : Math.round(cpuMs / windowSeconds / 10),
      loadAverage: [loadAtStart, loadAverage()],
    };
  } finally {
    await crowd.close();
    await sleep(1000);
  }
}
