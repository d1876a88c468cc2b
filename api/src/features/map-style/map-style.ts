import { BASEMAP_MAX_ZOOM } from './basemap-tiles.js';
import { GLYPH_FONT } from './glyphs.js';

/**
 * MapLibre style v8 of the offline basemap, with every URL absolute on our own origin. The data is one vector tile
 * source (`basemap`, layers `land`, `borders` and `labels`): the map asks only for the tiles of the zoom it shows.
 */
export function offlineMapStyle(origin: string) {
  return {
    version: 8,
    name: 'CulturaLink offline',
    metadata: { attribution: 'Natural Earth (public domain) via world-atlas; Noto Sans glyphs' },
    glyphs: `${origin}/map/glyphs/{fontstack}/{range}.pbf`,
    sources: {
      basemap: {
        type: 'vector',
        tiles: [`${origin}/map/tiles/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: BASEMAP_MAX_ZOOM,
        attribution: 'Natural Earth',
      },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#a9d3e8' } },
      {
        id: 'land',
        type: 'fill',
        source: 'basemap',
        'source-layer': 'land',
        paint: { 'fill-color': '#f3efe6', 'fill-outline-color': '#8fb5c9' },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'basemap',
        'source-layer': 'borders',
        paint: {
          'line-color': '#9a8f87',
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.5, 6, 1.5],
          'line-dasharray': [3, 2],
        },
      },
      {
        id: 'country-labels',
        type: 'symbol',
        source: 'basemap',
        'source-layer': 'labels',
        layout: {
          'text-field': ['get', 'name'],
          'text-font': [GLYPH_FONT],
          'text-size': ['interpolate', ['linear'], ['zoom'], 1, 9, 5, 14],
          'text-max-width': 8,
        },
        paint: { 'text-color': '#4a4440', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
      },
    ],
  };
}
