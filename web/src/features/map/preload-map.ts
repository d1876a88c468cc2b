import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { currentTheme } from '../../lib/theme';
import { MapStylesDocument } from './api/map-style';
import { loadItineraryMap } from './load-itinerary-map';
import { probeStyle, type StyleJson } from './style-probe';
import { offlineStyleFor, onlineStyleFor, type MapStyleChoices } from './use-map-style';
import { readMapChoice } from './use-map-mode';
import { supportsWebGL } from './webgl-support';

let preloaded = false;

/**
 * Starts fetching what the map needs while the page's own code and data are still on the way: the code (MapLibre,
 * 216 KB), then the style and what it names (the first glyph range; a GeoJSON source's data or a TileJSON's address
 * in another style), which land in the HTTP cache where MapLibre finds them. Trying the online style here is the
 * map's own probe (probeStyle remembers it), so the map knows early whether it draws the online or offline style. On a slow phone the map otherwise
 * waited for the itinerary, then for its code, then for its style, one after the other. Once per page load;
 * nothing is fetched when the page will show the list (no WebGL, or the member chose the list).
 */
export function preloadMap(client: ApolloClient): void {
  if (preloaded || !supportsWebGL() || readMapChoice() === 'list') return;
  preloaded = true;
  loadItineraryMap().catch(() => undefined); // the panel asks again and shows its own error
  client
    .query({ query: MapStylesDocument })
    .then(({ data }) => (data?.mapStyles ? preloadStyles(data.mapStyles) : undefined))
    .catch(() => undefined);
}

/**
 * preloadMap as a page that shows a map mounts (a direct visit to /view-itinerary starts it earlier, with the app:
 * app/start-route-queries.ts).
 */
export function usePreloadMap(): void {
  const client = useApolloClient();
  useEffect(() => preloadMap(client), [client]);
}

/** Forgets that the map was preloaded (tests). */
export function resetMapPreload(): void {
  preloaded = false;
}

async function preloadStyles(styles: MapStyleChoices): Promise<void> {
  const theme = currentTheme();
  const online = onlineStyleFor(styles, theme);
  const reached = online ? await probeStyle(online) : null;
  if (online && reached) return preloadStyle(online, reached);
  const offline = offlineStyleFor(styles, theme);
  return preloadStyle(offline, (await (await fetch(offline)).json()) as StyleJson);
}

async function preloadStyle(styleUrl: string, style: StyleJson): Promise<void> {
  const urls = Object.values(style.sources ?? {}).flatMap((source) =>
    [source.data, source.url].filter((url): url is string => typeof url === 'string'),
  );
  const fonts = new Set(
    (style.layers ?? []).flatMap((layer) => {
      const font = layer.layout?.['text-font'];
      return Array.isArray(font) ? [font.join(',')] : [];
    }),
  );
  if (style.glyphs) {
    for (const font of fonts) {
      urls.push(style.glyphs.replace('{fontstack}', encodeURIComponent(font)).replace('{range}', '0-255'));
    }
  }
  // Read to the end: only a complete answer is kept in the cache. Relative addresses are the style's own.
  await Promise.all(
    urls.map(async (url) => (await fetch(new URL(url, new URL(styleUrl, location.href)))).arrayBuffer()),
  );
}
