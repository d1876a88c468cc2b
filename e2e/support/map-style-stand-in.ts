import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the stand-in online map style server does: `down` answers 503 (a host without the style; the default, so the
 * suite's maps are the offline ones), `up` answers a style (the app's own tiles and glyphs in other colours),
 * `hang` never answers the style, and `tiles-fail` answers a style whose tiles all fail.
 */
export type StandInMode = 'down' | 'up' | 'hang' | 'tiles-fail';
export const STAND_IN_BACKGROUND = '#d8b4fe';

/**
 * A local stand-in for an online style server such as OpenFreeMap, for the e2e suite (no internet here): the app
 * runs with MAP_STYLE_URL on it, and a journey switches its mode with POST /mode?to=… . It records the paths asked.
 */
export async function startMapStyleStandIn() {
  let mode: StandInMode = 'down';
  let appUrl = '';
  const requests: string[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'POST' && url.pathname === '/mode') {
      mode = url.searchParams.get('to') as StandInMode;
      res.end(mode);
      return;
    }
    if (url.pathname === '/requests') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(requests.splice(0)));
      return;
    }
    requests.push(url.pathname);
    res.setHeader('access-control-allow-origin', '*');
    if (url.pathname.startsWith('/tiles/')) {
      res.statusCode = 503;
      res.end();
    } else if (url.pathname !== '/style.json' && url.pathname !== '/dark.json') {
      res.statusCode = 404;
      res.end();
    } else if (mode === 'hang') {
      hanging.add(res);
    } else if (mode === 'down') {
      res.statusCode = 503;
      res.end();
    } else {
      const tiles = mode === 'up' ? `${appUrl}/map/tiles/{z}/{x}/{y}.pbf` : `${serverUrl()}/tiles/{z}/{x}/{y}.pbf`;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          version: 8,
          name: 'Stand-in online street map',
          glyphs: `${appUrl}/map/glyphs/{fontstack}/{range}.pbf`,
          sources: { streets: { type: 'vector', tiles: [tiles], maxzoom: 10, attribution: 'Stand-in streets' } },
          layers: [
            { id: 'background', type: 'background', paint: { 'background-color': STAND_IN_BACKGROUND } },
            { id: 'land', type: 'fill', source: 'streets', 'source-layer': 'land', paint: { 'fill-color': '#fef3c7' } },
          ],
        }),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const serverUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: serverUrl(),
    /** The app's address, for the tiles and glyphs of the `up` style. */
    setAppUrl: (url: string) => {
      appUrl = url;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Switches the stand-in's mode (from a journey; the server runs in the suite's global setup). */
export async function setStandInMode(standInUrl: string, to: StandInMode): Promise<void> {
  const res = await fetch(`${standInUrl}/mode?to=${to}`, { method: 'POST' });
  if (!res.ok) throw new Error(`the stand-in style server refused mode ${to}`);
}

/** The paths the browser asked the stand-in for since the last call. */
export async function standInRequests(standInUrl: string): Promise<string[]> {
  return (await (await fetch(`${standInUrl}/requests`)).json()) as string[];
}
