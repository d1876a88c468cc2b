import { benchToken } from './seed-bulk.js';
import { load, type LoadResult } from './load.js';

export const FEED_QUERY = `query Feed { feed(first: 20) { edges { cursor node { id title category country content createdAt imageUrl
  likeCount commentCount isLiked author { id username fullName photoThumbUrl } likers(first: 3) { id username } } }
  pageInfo { hasNextPage endCursor } } }`;

/**
 * Feed throughput and latency at `connections` concurrent connections: GraphQL, REST (posts-list,
 * page size 20) and the hand-written baseline, one after the other in the same run, same viewer.
 */
export async function measureFeedThroughput(options: { appUrl: string; baselineUrl: string; connections: number; seconds: number }): Promise<LoadResult[]> {
  const headers = { authorization: `Token ${benchToken(1)}` };
  const graphqlBody = JSON.stringify({ query: FEED_QUERY });
  // Check once that both answer the same JSON before timing anything.
  const [viaGraphQL, viaBaseline] = await Promise.all([
    fetch(`${options.appUrl}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: graphqlBody }).then((r) => r.json()),
    fetch(options.baselineUrl, { headers }).then((r) => r.json()),
  ]);
  if (JSON.stringify(viaGraphQL) !== JSON.stringify(viaBaseline)) {
    throw new Error(`GraphQL and baseline answers differ:\n${JSON.stringify(viaGraphQL).slice(0, 600)}\n---\n${JSON.stringify(viaBaseline).slice(0, 600)}`);
  }
  const warm = { connections: options.connections, seconds: 2 };
  await load('warm-up', { url: `${options.appUrl}/graphql`, method: 'POST', body: graphqlBody, headers: { ...headers, 'content-type': 'application/json' }, ...warm });
  await load('warm-up', { url: options.baselineUrl, headers, ...warm });
  const run = { connections: options.connections, seconds: options.seconds };
  return [
    await load('GraphQL feed (20 posts)', { url: `${options.appUrl}/graphql`, method: 'POST', body: graphqlBody, headers: { ...headers, 'content-type': 'application/json' }, ...run }),
    await load('REST posts-list (20 posts)', { url: `${options.appUrl}/api/posts-list?page=1&page_size=20`, headers, ...run }),
    await load('baseline pg + node:http', { url: options.baselineUrl, headers, ...run }),
  ];
}
