import type { Theme } from '../../lib/theme';

/** The paint a theme gives the offline basemap's layers (ids from the API's style); other styles are left alone. */
export const BASEMAP_PAINT: Record<Theme, ReadonlyArray<readonly [layer: string, property: string, value: string]>> = {
  light: [
    ['water', 'background-color', '#a9d3e8'],
    ['land', 'fill-color', '#f3efe6'],
    ['land', 'fill-outline-color', '#8fb5c9'],
    ['borders', 'line-color', '#9a8f87'],
    ['country-labels', 'text-color', '#4a4440'],
    ['country-labels', 'text-halo-color', '#ffffff'],
  ],
  // Dark: a deep sea, dark land and light labels, so the map is not a bright block in a dark page.
  dark: [
    ['water', 'background-color', '#10252f'],
    ['land', 'fill-color', '#2a241f'],
    ['land', 'fill-outline-color', '#3d4d55'],
    ['borders', 'line-color', '#7d7268'],
    ['country-labels', 'text-color', '#e6ddd3'],
    ['country-labels', 'text-halo-color', '#16120f'],
  ],
};

/** The route between the stops: the theme's primary colour, readable on its land. */
export const LEG_COLOR: Record<Theme, string> = { light: '#a8431f', dark: '#f0936b' };

interface PaintableMap {
  getLayer(id: string): unknown;
  setPaintProperty(layer: string, property: string, value: string): unknown;
}

/** Paints the offline basemap for `theme`; layers the style does not have (a custom MAP_STYLE_URL) are skipped. */
export function applyBasemapTheme(map: PaintableMap, theme: Theme): void {
  for (const [layer, property, value] of BASEMAP_PAINT[theme]) {
    if (map.getLayer(layer)) map.setPaintProperty(layer, property, value);
  }
}
