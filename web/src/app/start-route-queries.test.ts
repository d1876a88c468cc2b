import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { firstFeedFetchPolicy } from '../features/dashboard';
import { setToken } from '../lib/session';
import { startRouteQueries } from './start-route-queries';

/** A client whose requests never answer: what matters is which operations leave at once. */
function recordingClient() {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink((operation) => {
    sent.push({ name: operation.operationName ?? '', variables: operation.variables });
    return new Observable(() => undefined);
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'https://culturalink.test');
  return { pathname, search };
};

afterEach(() => sessionStorage.clear());

describe('startRouteQueries', () => {
  it('asks for the viewer and the feed together when a member opens /dashboard', () => {
    setToken('t0ken');
    const { client, sent } = recordingClient();
    startRouteQueries(client, at('/dashboard'));
    expect(sent.map((operation) => operation.name)).toEqual(['Viewer', 'Feed']);
    // the dashboard then reads that answer instead of asking again, for a while
    expect(firstFeedFetchPolicy()).toBe('cache-first');
    expect(firstFeedFetchPolicy(Date.now() + 60_000)).toBe('cache-and-network');
  });

  it('asks for the viewer and the itinerary together when a member opens /view-itinerary?id=…', () => {
    setToken('t0ken');
    const { client, sent } = recordingClient();
    startRouteQueries(client, at('/view-itinerary?id=it-42'));
    expect(sent).toEqual([
      { name: 'Viewer', variables: {} },
      { name: 'ViewItinerary', variables: { id: 'it-42' } },
    ]);
  });

  it('asks only for the viewer on other signed-in pages', () => {
    setToken('t0ken');
    for (const url of ['/settings', '/view-itinerary']) {
      const { client, sent } = recordingClient();
      startRouteQueries(client, at(url));
      expect(sent.map((operation) => operation.name)).toEqual(['Viewer']);
    }
  });

  it('asks for nothing for a guest', () => {
    const { client, sent } = recordingClient();
    startRouteQueries(client, at('/dashboard'));
    expect(sent).toEqual([]);
  });
});
