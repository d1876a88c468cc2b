import { BASEMAP_MAX_ZOOM } from './basemap-tiles.js';
import { GLYPH_FONT } from './glyphs.js';

export type StyleTheme = 'light' | 'dark';

/** The offline basemap's colours in each theme: a sea, land, borders and names readable on both. */
const PALETTES: Record<StyleTheme, Record<string, string>> = {
  light: {
    water: '#a9d3e8',
    land: '#f3efe6',
    coast: '#8fb5c9',
    border: '#9a8f87',
    text: '#3b3531',
    minorText: '#5d554e',
    halo: '#ffffff',
    countryText: '#6b625b',
  },
  // Dark: a deep sea, dark land and light names, so the map is not a bright block in a dark page.
  dark: {
    water: '#10252f',
    land: '#2a241f',
    coast: '#3d4d55',
    border: '#7d7268',
    text: '#efe7de',
    minorText: '#cfc5ba',
    halo: '#16120f',
    countryText: '#b8ada2',
  },
};

/**
 * MapLibre style v8 of the offline basemap in a theme, with every URL absolute on our own origin. The data is one
 * vector tile source (`basemap`: layers `land`, `borders`, `labels` for countries and `places` for the gazetteer's
 * places, basemap-tiles.ts): the map asks only for the tiles of the zoom it shows. Place names appear by population
 * (their `minzoom`); when names collide the more populous one is placed (symbol-sort-key).
 */
export function offlineMapStyle(origin: string, theme: StyleTheme = 'light') {
  const colour = PALETTES[theme];
  return {
    version: 8,
    name: theme === 'dark' ? 'CulturaLink offline (dark)' : 'CulturaLink offline',
    metadata: { attribution: 'Natural Earth (public domain) via world-atlas; GeoNames places; Noto Sans glyphs' },
    glyphs: `${origin}/map/glyphs/{fontstack}/{range}.pbf`,
    sources: {
      basemap: {
        type: 'vector',
        tiles: [`${origin}/map/tiles/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: BASEMAP_MAX_ZOOM,
        attribution: 'Natural Earth', // the map adds "Places: GeoNames"
      },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colour.water } },
      {
        id: 'land',
        type: 'fill',
        source: 'basemap',
        'source-layer': 'land',
        paint: { 'fill-color': colour.land, 'fill-outline-color': colour.coast },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'basemap',
        'source-layer': 'borders',
        paint: {
          'line-color': colour.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.5, 6, 1.5, 10, 2],
          'line-dasharray': [3, 2],
        },
      },
      {
        id: 'place-labels',
        type: 'symbol',
        source: 'basemap',
        'source-layer': 'places',
        filter: ['<=', ['get', 'minzoom'], ['zoom']],
        layout: {
          'text-field': ['get', 'name'],
          'text-font': [GLYPH_FONT],
          // larger places in larger type; every size grows a little with the zoom
          'text-size': [
            'interpolate',
            ['linear'],
            ['zoom'],
            4,
            ['match', ['get', 'kind'], 'capital', 12, 'city', 11, 10],
            12,
            ['match', ['get', 'kind'], 'capital', 17, 'city', 15, 'town', 13, 12],
          ],
          'text-max-width': 8,
          'text-padding': 3,
          'symbol-sort-key': ['-', ['get', 'population']],
        },
        paint: {
          'text-color': ['match', ['get', 'kind'], ['capital', 'city'], colour.text, colour.minorText],
          'text-halo-color': colour.halo,
          'text-halo-width': 1.4,
        },
      },
      {
        id: 'country-labels',
        type: 'symbol',
        source: 'basemap',
        'source-layer': 'labels',
        maxzoom: 7, // from there on the map names the places
        layout: {
          'text-field': ['get', 'name'],
          'text-font': [GLYPH_FONT],
          'text-size': ['interpolate', ['linear'], ['zoom'], 1, 9, 5, 14],
          'text-max-width': 8,
          'text-transform': 'uppercase',
          'text-letter-spacing': 0.08,
        },
        paint: { 'text-color': colour.countryText, 'text-halo-color': colour.halo, 'text-halo-width': 1.2 },
      },
    ],
  };
}
