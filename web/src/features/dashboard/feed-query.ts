import type { ApolloClient } from '@apollo/client';
import { FeedDocument } from './api/feed';

export const FEED_PAGE_SIZE = 10;
export const feedVariables = { first: FEED_PAGE_SIZE };

/** A feed query started with the page less than this long ago is fresh enough for the dashboard's first render. */
const FRESH_MS = 10_000;
let startedAt = -Infinity;

/**
 * Asks for the feed's first page as the page starts (app/start-route-queries.ts), alongside the viewer, instead of
 * after the dashboard's code has arrived and the sign-in guard has rendered it: about one round trip on a slow phone.
 */
export function startFeedQuery(client: ApolloClient): void {
  startedAt = Date.now();
  client.query({ query: FeedDocument, variables: feedVariables }).catch(() => undefined);
}

/** True just after startFeedQuery: the dashboard then reads that answer (cache-first) rather than asking twice. */
export function feedQueryJustStarted(now = Date.now()): boolean {
  return now - startedAt < FRESH_MS;
}
