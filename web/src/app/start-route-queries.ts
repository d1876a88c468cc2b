import type { ApolloClient } from '@apollo/client';
import { startFeedQuery } from '../features/dashboard';
import { getToken } from '../lib/session';
import { ViewerDocument } from '../lib/viewer';

/**
 * A signed-in page asks for what its first screen needs as soon as the app starts, in parallel with its route's
 * code, not after it: the viewer (the sign-in guard then finds the answer in flight or in the cache) and, on a
 * direct visit to /dashboard, the feed's first page, which would otherwise wait for the guard to render the page.
 */
export function startRouteQueries(client: ApolloClient, pathname: string): void {
  if (!getToken()) return;
  client.query({ query: ViewerDocument }).catch(() => undefined);
  if (pathname === '/dashboard') startFeedQuery(client);
}
