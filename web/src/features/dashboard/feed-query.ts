import type { ApolloClient } from '@apollo/client';
import { firstFetchPolicy, startEarlyQuery } from '../../lib/early-query';
import { FeedDocument } from './api/feed';

export const FEED_PAGE_SIZE = 10;
export const feedVariables = { first: FEED_PAGE_SIZE };

/** The feed's first page, asked for as a direct visit to /dashboard starts (app/start-route-queries.ts). */
export function startFeedQuery(client: ApolloClient): void {
  startEarlyQuery(client, FeedDocument, feedVariables);
}

/** 'cache-first' right after startFeedQuery (its answer is in flight or cached), else 'cache-and-network'. */
export function firstFeedFetchPolicy(now = Date.now()) {
  return firstFetchPolicy(FeedDocument, feedVariables, 'cache-and-network', now);
}
