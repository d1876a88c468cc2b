import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { loadConfig } from '../../config.js';
import { mapStyleOrigins } from './map-style-origins.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The parts of a MapLibre style and of GeoJSON the tests read. */
interface MapStyle {
  version: number;
  glyphs: string;
  sources: Record<string, { type: string; data: string }>;
  layers: { type: string; source?: string; layout?: { 'text-font'?: string[] } }[];
}
interface Features {
  type: string;
  features: { properties: { name: string }; geometry: { type: string; coordinates: number[] } }[];
}

describe('offline basemap', () => {
  it('serves a MapLibre v8 style whose sources, glyphs and layers all resolve', async () => {
    const res = await t.rest<MapStyle>('GET', '/map/style.json');
    expect(res.status).toBe(200);
    const style = res.body;
    expect(style.version).toBe(8);
    const sourceIds = Object.keys(style.sources);
    for (const layer of style.layers) {
      if (layer.type !== 'background') expect(sourceIds).toContain(layer.source);
    }
    expect(style.layers.map((layer) => layer.type)).toEqual(['background', 'fill', 'line', 'symbol']);
    for (const id of sourceIds) {
      const source = style.sources[id];
      expect(source.type).toBe('geojson');
      expect(source.data.startsWith(`${t.url}/map/data/`)).toBe(true);
      const data = await t.rest<Features>('GET', source.data.slice(t.url.length));
      expect(data.status).toBe(200);
      expect(data.headers.get('content-type')).toContain('application/geo+json');
      expect(data.body.type).toBe('FeatureCollection');
      expect(data.body.features.length).toBeGreaterThan(0);
    }
    const font = style.layers.find((layer) => layer.type === 'symbol')?.layout?.['text-font']?.[0] ?? '';
    expect(font).not.toBe('');
    const glyphs = await fetch(
      style.glyphs.replace('{fontstack}', encodeURIComponent(font)).replace('{range}', '0-255'),
    );
    expect(glyphs.status).toBe(200);
    expect(glyphs.headers.get('content-type')).toBe('application/x-protobuf');
    expect((await glyphs.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('has the land, interior borders and a label point per country, small enough for a slow phone', async () => {
    const land = await fetch(`${t.url}/map/data/land.geojson`, { headers: { 'accept-encoding': 'gzip' } });
    const landBytes = (await land.arrayBuffer()).byteLength; // fetch decodes: the raw JSON
    expect(landBytes).toBeLessThan(1_200_000); // the country polygons at full precision were 3.9 MB
    const body = (
      await t.rest<{ features: { geometry: { coordinates: unknown[] } }[] }>('GET', '/map/data/land.geojson')
    ).body;
    const first = body.features[0].geometry.coordinates.flat(3) as number[];
    expect(first.every((value) => Math.round(value * 1000) / 1000 === value)).toBe(true);
    const borders = (await t.rest<Features>('GET', '/map/data/borders.geojson')).body;
    expect(borders.features[0].geometry.type).toBe('MultiLineString');
    const labels = (await t.rest<Features>('GET', '/map/data/labels.geojson')).body;
    const philippines = labels.features.find((feature) => feature.properties.name === 'Philippines');
    const [lng, lat] = philippines!.geometry.coordinates;
    expect(lng).toBeGreaterThan(117);
    expect(lng).toBeLessThan(127);
    expect(lat).toBeGreaterThan(5);
    expect(lat).toBeLessThan(19);
  });

  it('compresses, tags and revalidates the data', async () => {
    const first = await fetch(`${t.url}/map/data/land.geojson`, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    await first.arrayBuffer();
    const again = await fetch(`${t.url}/map/data/land.geojson`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('access-control-allow-origin')).toBe('*');

    // Brotli (a third smaller) once it is made, off the event loop; the same bytes once decoded.
    await expect
      .poll(
        async () => {
          const br = await fetch(`${t.url}/map/data/land.geojson`, { headers: { 'accept-encoding': 'br, gzip' } });
          await br.arrayBuffer();
          return br.headers.get('content-encoding');
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe('br');

    const glyphs = await fetch(`${t.url}/map/glyphs/Noto%20Sans%20Regular/0-255.pbf`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(glyphs.headers.get('content-encoding')).toBe('gzip');
    expect(glyphs.headers.get('cache-control')).toBe('public, max-age=604800');
    expect((await glyphs.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('answers 404 for unknown layers, glyph ranges and paths', async () => {
    expect((await t.rest('GET', '/map/data/rivers.geojson')).status).toBe(404);
    expect((await t.rest('GET', '/map/glyphs/Noto%20Sans%20Regular/0-999.pbf')).status).toBe(404);
    expect((await t.rest('GET', '/map/glyphs/Noto%20Sans%20Regular/..%2F..%2Fpackage.json.pbf')).status).toBe(404);
    expect((await t.rest('GET', '/map/elsewhere')).status).toBe(404);
  });

  it("lets the browser reach MAP_STYLE_URL's origin and allows MapLibre's workers", async () => {
    expect(
      mapStyleOrigins(loadConfig({}, { mapStyleUrl: 'https://tiles.example.org/styles/basic/style.json' })),
    ).toEqual(['https://tiles.example.org']);
    expect(mapStyleOrigins(loadConfig({}))).toEqual([]);
    const csp = (await fetch(`${t.url}/healthz`)).headers.get('content-security-policy')!;
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toMatch(/img-src 'self' data: blob:/);
  });
});
