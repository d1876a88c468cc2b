import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { feedQueryJustStarted } from '../features/dashboard';
import { setToken } from '../lib/session';
import { startRouteQueries } from './start-route-queries';

/** A client whose requests never answer: what matters is which operations leave at once. */
function recordingClient() {
  const sent: string[] = [];
  const link = new ApolloLink((operation) => {
    sent.push(operation.operationName ?? '');
    return new Observable(() => undefined);
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

afterEach(() => sessionStorage.clear());

describe('startRouteQueries', () => {
  it('asks for the viewer and the feed together when a member opens /dashboard', () => {
    setToken('t0ken');
    const { client, sent } = recordingClient();
    startRouteQueries(client, '/dashboard');
    expect(sent).toEqual(['Viewer', 'Feed']);
    expect(feedQueryJustStarted()).toBe(true);
    expect(feedQueryJustStarted(Date.now() + 60_000)).toBe(false);
  });

  it('asks only for the viewer on other signed-in pages', () => {
    setToken('t0ken');
    const { client, sent } = recordingClient();
    startRouteQueries(client, '/settings');
    expect(sent).toEqual(['Viewer']);
  });

  it('asks for nothing for a guest', () => {
    const { client, sent } = recordingClient();
    startRouteQueries(client, '/dashboard');
    expect(sent).toEqual([]);
  });
});
