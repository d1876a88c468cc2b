import type { ApolloClient } from '@apollo/client';
import { firstFetchPolicy, startEarlyQuery } from '../../lib/early-query';
import { ViewItineraryDocument } from './api/view-itinerary';

/** The itinerary, asked for as a direct visit to /view-itinerary?id=… starts (app/start-route-queries.ts). */
export function startItineraryQuery(client: ApolloClient, id: string): void {
  startEarlyQuery(client, ViewItineraryDocument, { id });
}

/** 'cache-first' right after startItineraryQuery for this id, else 'cache-and-network'. */
export function firstItineraryFetchPolicy(id: string, now = Date.now()) {
  return firstFetchPolicy(ViewItineraryDocument, { id }, 'cache-and-network', now);
}
