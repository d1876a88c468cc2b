import type { ApolloClient } from '@apollo/client';
import { startFeedQuery } from '../features/dashboard';
import { startItineraryQuery } from '../features/itineraries';
import { preloadMap } from '../features/map';
import { getToken } from '../lib/session';
import { ViewerDocument } from '../lib/viewer';

/**
 * A signed-in page asks for what its first screen needs as soon as the app starts, in parallel with its route's
 * code, not after it: the viewer (the sign-in guard then finds the answer in flight or in the cache) and, on a
 * direct visit to /dashboard, the feed's first page, and to /view-itinerary?id=…, the itinerary, which would
 * otherwise wait for the guard to render the page, and the map's code and style (about 1.4 s earlier on a slow
 * phone than when the page mounts; nothing without WebGL or when the member chose the list).
 */
export function startRouteQueries(client: ApolloClient, location: { pathname: string; search: string }): void {
  if (!getToken()) return;
  client.query({ query: ViewerDocument }).catch(() => undefined);
  if (location.pathname === '/dashboard') startFeedQuery(client);
  const itineraryId = new URLSearchParams(location.search).get('id');
  if (location.pathname === '/view-itinerary' && itineraryId) {
    startItineraryQuery(client, itineraryId);
    preloadMap(client);
  }
}
