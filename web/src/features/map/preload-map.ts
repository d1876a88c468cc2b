import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { MapStyleUrlDocument } from './api/map-style';
import { loadItineraryMap } from './load-itinerary-map';
import { readMapChoice } from './use-map-mode';
import { supportsWebGL } from './webgl-support';

/**
 * Starts fetching what the map needs as soon as a page that will show one mounts, while its own data is still on the
 * way: the code (MapLibre, 216 KB), then the style and what it names (the basemap's GeoJSON, the first glyph range),
 * which land in the HTTP cache where MapLibre finds them. On a slow phone the map otherwise waited for the itinerary,
 * then for its code, then for its style, one after the other. Nothing is fetched when the page will show the list.
 */
export function usePreloadMap(): void {
  const client = useApolloClient();
  useEffect(() => {
    if (!supportsWebGL() || readMapChoice() === 'list') return;
    loadItineraryMap().catch(() => undefined); // the panel asks again and shows its own error
    client
      .query({ query: MapStyleUrlDocument })
      .then(({ data }) => (data?.mapStyleUrl ? preloadStyle(data.mapStyleUrl) : undefined))
      .catch(() => undefined);
  }, [client]);
}

interface StyleShape {
  glyphs?: string;
  sources?: Record<string, { data?: unknown }>;
  layers?: { layout?: { 'text-font'?: unknown } }[];
}

async function preloadStyle(styleUrl: string): Promise<void> {
  const style = (await (await fetch(styleUrl)).json()) as StyleShape;
  const urls = Object.values(style.sources ?? {}).flatMap((source) =>
    typeof source.data === 'string' ? [source.data] : [],
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
  // Read to the end: only a complete answer is kept in the cache.
  await Promise.all(urls.map(async (url) => (await fetch(url)).arrayBuffer()));
}
