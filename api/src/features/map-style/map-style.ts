import { GLYPH_FONT } from './glyphs.js';

/** MapLibre style v8 of the offline basemap, with every URL absolute on our own origin. */
export function offlineMapStyle(origin: string) {
  const data = (name: string) => `${origin}/map/data/${name}.geojson`;
  return {
    version: 8,
    name: 'CulturaLink offline',
    metadata: { attribution: 'Natural Earth (public domain) via world-atlas; Noto Sans glyphs' },
    glyphs: `${origin}/map/glyphs/{fontstack}/{range}.pbf`,
    sources: {
      land: { type: 'geojson', data: data('land'), attribution: 'Natural Earth' },
      borders: { type: 'geojson', data: data('borders') },
      labels: { type: 'geojson', data: data('labels') },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#a9d3e8' } },
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        paint: { 'fill-color': '#f3efe6', 'fill-outline-color': '#8fb5c9' },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: {
          'line-color': '#9a8f87',
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.5, 6, 1.5],
          'line-dasharray': [3, 2],
        },
      },
      {
        id: 'country-labels',
        type: 'symbol',
        source: 'labels',
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
