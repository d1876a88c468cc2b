import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstFeedFetchPolicy } from '../features/dashboard';
import { resetMapPreload, resetWebGLSupport } from '../features/map';
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

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
  resetWebGLSupport();
  resetMapPreload();
});

/** A browser whose canvas gives a WebGL context (the itinerary will show its map), or none (a list). */
function webgl(available: boolean) {
  resetWebGLSupport();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() =>
    available ? ({} as RenderingContext) : null,
  );
}

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
    webgl(false);
    const { client, sent } = recordingClient();
    startRouteQueries(client, at('/view-itinerary?id=it-42'));
    expect(sent).toEqual([
      { name: 'Viewer', variables: {} },
      { name: 'ViewItinerary', variables: { id: 'it-42' } },
    ]);
  });

  it("starts the map's style with them when the itinerary will show its map, once per page load", () => {
    setToken('t0ken');
    webgl(true);
    const { client, sent } = recordingClient();
    startRouteQueries(client, at('/view-itinerary?id=it-42'));
    expect(sent.map((operation) => operation.name)).toEqual(['Viewer', 'ViewItinerary', 'MapStyles']);
    startRouteQueries(client, at('/view-itinerary?id=it-43'));
    expect(sent.map((operation) => operation.name).filter((name) => name === 'MapStyles')).toHaveLength(1);
  });

  it('leaves the map alone when the member chose the list', () => {
    setToken('t0ken');
    webgl(true);
    localStorage.setItem('itinerary-view', 'list');
    const { client, sent } = recordingClient();
    startRouteQueries(client, at('/view-itinerary?id=it-42'));
    expect(sent.map((operation) => operation.name)).toEqual(['Viewer', 'ViewItinerary']);
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
