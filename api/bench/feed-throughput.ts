import { benchToken } from './seed-bulk.js';
import { load, type LoadResult } from './load.js';
import { cpuMilliseconds, postgresCpuMilliseconds } from './processes.js';

export interface FeedResult extends LoadResult {
  /** Server CPU time per answered request: comparable even on a busy machine. */
  cpuMsPerRequest: number | null;
  /** PostgreSQL's CPU time per answered request (every process of the bench's own instance), beside the server's. */
  postgresCpuMsPerRequest: number | null;
}

/** Runs a load against one server process and adds its CPU cost, and PostgreSQL's, per request. */
async function measured(
  pid: number | undefined,
  postgresDir: string | undefined,
  name: string,
  options: Parameters<typeof load>[1],
): Promise<FeedResult> {
  const postgresCpu = () => (postgresDir ? postgresCpuMilliseconds(postgresDir) : null);
  const [before, postgresBefore] = [cpuMilliseconds(pid), postgresCpu()];
  const result = await load(name, options);
  const [after, postgresAfter] = [cpuMilliseconds(pid), postgresCpu()];
  const answered = result.requestsPerSecond * options.seconds;
  const perRequest = (from: number | null, to: number | null) =>
    from !== null && to !== null && answered > 0 ? (to - from) / answered : null;
  return {
    ...result,
    cpuMsPerRequest: perRequest(before, after),
    postgresCpuMsPerRequest: perRequest(postgresBefore, postgresAfter),
  };
}

export const FEED_QUERY = `query Feed { feed(first: 20) { edges { cursor node { id title category country content createdAt imageUrl
  likeCount commentCount isLiked author { id username fullName photoThumbUrl } likers(first: 3) { nodes { id username } } } }
  pageInfo { hasNextPage endCursor } } }`;

/**
 * Feed throughput and latency at `connections` concurrent connections: GraphQL, REST (posts-list,
 * page size 20) and the hand-written baseline, one after the other in the same run, same viewer.
 */
export async function measureFeedThroughput(options: {
  appUrl: string;
  baselineUrl: string;
  appPid?: number;
  baselinePid?: number;
  /** The cluster directory of the bench's PostgreSQL, for its CPU readings. */
  postgresDir?: string;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
}): Promise<FeedResult[]> {
  const headers = { authorization: `Token ${benchToken(1)}` };
  const graphqlBody = JSON.stringify({ query: FEED_QUERY });
  // Check once that both answer the same JSON before timing anything.
  const [viaGraphQL, viaBaseline] = await Promise.all([
    fetch(`${options.appUrl}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: graphqlBody,
    }).then((r) => r.json() as Promise<{ data?: unknown }>),
    fetch(options.baselineUrl, { headers }).then((r) => r.json() as Promise<{ data?: unknown }>),
  ]);
  // The data must match; GraphQL also answers `extensions` (the query's cost and the caller's rate limit), which the product sends on every answer.
  const [graphqlData, baselineData] = [JSON.stringify(viaGraphQL.data), JSON.stringify(viaBaseline.data)];
  if (graphqlData !== baselineData) {
    const at = [...graphqlData].findIndex((character, index) => character !== baselineData[index]);
    throw new Error(
      `GraphQL and baseline data differ at character ${at}:\n${graphqlData.slice(Math.max(0, at - 200), at + 400)}\n---\n${baselineData.slice(Math.max(0, at - 200), at + 400)}`,
    );
  }
  const endpoints = [
    {
      pid: options.appPid,
      name: 'GraphQL feed (20 posts)',
      url: `${options.appUrl}/graphql`,
      method: 'POST' as const,
      body: graphqlBody,
      headers: { ...headers, 'content-type': 'application/json' },
    },
    {
      pid: options.appPid,
      name: 'REST posts-list (20 posts)',
      url: `${options.appUrl}/api/posts-list?page=1&page_size=20`,
      headers,
    },
    { pid: options.baselinePid, name: 'baseline pg + node:http', url: options.baselineUrl, headers },
  ];
  // Each endpoint runs warm first, so every server is measured with its code optimised by V8 and its connections open.
  const results: FeedResult[] = [];
  for (const { pid, name, ...request } of endpoints) {
    await load('warm-up', { ...request, connections: options.connections, seconds: options.warmUpSeconds });
    results.push(
      await measured(pid, options.postgresDir, name, {
        ...request,
        connections: options.connections,
        seconds: options.seconds,
      }),
    );
  }
  return results;
}

/** The GraphQL feed of a WEB_CONCURRENCY > 1 server (the primary's pid does not serve: no CPU reading). */
export async function measureClusterFeed(options: {
  appUrl: string;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
}): Promise<LoadResult> {
  const request = {
    url: `${options.appUrl}/graphql`,
    method: 'POST' as const,
    body: JSON.stringify({ query: FEED_QUERY }),
    headers: { authorization: `Token ${benchToken(1)}`, 'content-type': 'application/json' },
  };
  await load('warm-up', { ...request, connections: options.connections, seconds: options.warmUpSeconds });
  return load('GraphQL feed (20 posts), WEB_CONCURRENCY=2', {
    ...request,
    connections: options.connections,
    seconds: options.seconds,
  });
}
