import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { benchToken } from './seed-bulk.js';

export interface LatencyResult {
  subscribers: number;
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function connect(wsUrl: string, member: number): Client {
  return createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Token ${benchToken(member)}` },
    lazy: true,
    retryAttempts: 0,
  });
}

/**
 * Opens `subscribers` idle sockets (members 2..) each subscribed to its own notificationAdded, then
 * member 1 likes member 0's posts one at a time and we time each like from the mutation's start to the
 * notification's arrival on member 0's socket.
 */
const WARM_UP_CYCLES = 5;

export async function measureLikeLatency(options: {
  appUrl: string;
  databaseUrl: string;
  subscribers: number;
  samples: number;
}): Promise<LatencyResult> {
  const wsUrl = options.appUrl.replace(/^http/, 'ws') + '/graphql';
  const idle: Client[] = [];
  const stop: (() => void)[] = [];
  for (let start = 0; start < options.subscribers; start += 250) {
    const batch = Array.from({ length: Math.min(250, options.subscribers - start) }, (_, k) =>
      connect(wsUrl, start + k + 2),
    );
    await Promise.all(
      batch.map(
        (client) =>
          new Promise<void>((resolve, reject) => {
            const off = client.on('connected', () => {
              off();
              resolve();
            });
            stop.push(
              client.subscribe(
                { query: 'subscription { notificationAdded { id } }' },
                { next: () => undefined, error: reject, complete: () => undefined },
              ),
            );
          }),
      ),
    );
    idle.push(...batch);
  }

  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  const { rows } = await db.query(
    `select p.id from post p join app_user a on a.id = p.author_id where a.username = 'bench0' and not p.is_banned
       and not exists (select 1 from post_like l join app_user u on u.id = l.user_id where l.post_id = p.id and u.username = 'bench1')
     order by p.created_at desc limit $1`,
    [options.samples],
  );
  await db.end();

  const author = connect(wsUrl, 0);
  let arrived: (() => void) | null = null;
  await new Promise<void>((resolve, reject) => {
    const off = author.on('connected', () => {
      off();
      resolve();
    });
    stop.push(
      author.subscribe(
        { query: 'subscription { notificationAdded { id type } }' },
        { next: () => arrived?.(), error: reject, complete: () => undefined },
      ),
    );
  });
  await new Promise((r) => setTimeout(r, 1000)); // let every subscription settle on the server

  const setLike = (postId: string, mutation: 'likePost' | 'unlikePost') =>
    fetch(`${options.appUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${benchToken(1)}` },
      body: JSON.stringify({
        query: `mutation($id: ID!) { ${mutation}(postId: $id) { post { isLiked likeCount } } }`,
        variables: { id: postId },
      }),
    }).then((r) => r.json() as Promise<{ data?: Record<string, { post: { isLiked: boolean } | null }> }>);

  if (rows.length === 0) throw new Error('the seeded author has no post to like');
  /** Likes, waits for the author's notification, then unlikes so the data stays as seeded. */
  const cycle = async (postId: string) => {
    const started = performance.now();
    const notified = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no notification within 5 s')), 5000);
      arrived = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    const answer = await setLike(postId, 'likePost');
    if (!answer.data?.likePost?.post?.isLiked) throw new Error(`like did not take: ${JSON.stringify(answer)}`);
    await notified;
    const latency = performance.now() - started;
    arrived = null;
    await setLike(postId, 'unlikePost');
    return latency;
  };
  // A few unmeasured cycles first: the server compiles each GraphQL operation on its first use.
  for (let i = 0; i < WARM_UP_CYCLES; i++) await cycle(rows[i % rows.length].id);
  const latencies: number[] = [];
  // Cycling over the author's posts until enough samples.
  for (let sample = 0; sample < options.samples; sample++) latencies.push(await cycle(rows[sample % rows.length].id));

  for (const s of stop) s();
  await Promise.all([...idle, author].map((c) => c.dispose()));
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    subscribers: options.subscribers,
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}
