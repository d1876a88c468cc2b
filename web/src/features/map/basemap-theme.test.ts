import { describe, expect, it } from 'vitest';
import { applyBasemapTheme, BASEMAP_PAINT } from './basemap-theme';

/** A map holding the offline style's layers (or some of them), recording what is painted. */
function mapWithLayers(...layers: string[]) {
  const painted: string[] = [];
  return {
    painted,
    getLayer: (id: string) => (layers.includes(id) ? { id } : undefined),
    setPaintProperty: (layer: string, property: string, value: string) => painted.push(`${layer} ${property} ${value}`),
  };
}

describe('applyBasemapTheme', () => {
  it('paints the offline basemap dark in the dark theme and back in the light one', () => {
    const map = mapWithLayers('water', 'land', 'borders', 'country-labels');
    applyBasemapTheme(map, 'dark');
    expect(map.painted).toContain('water background-color #10252f');
    expect(map.painted).toContain('land fill-color #2a241f');
    expect(map.painted).toHaveLength(BASEMAP_PAINT.dark.length);
    map.painted.length = 0;
    applyBasemapTheme(map, 'light');
    expect(map.painted).toContain('land fill-color #f3efe6');
  });

  it('leaves a custom style without those layers alone', () => {
    const map = mapWithLayers('roads');
    applyBasemapTheme(map, 'dark');
    expect(map.painted).toEqual([]);
  });
});
