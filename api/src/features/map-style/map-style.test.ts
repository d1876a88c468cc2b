import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { loadConfig } from '../../config.js';
import { BASEMAP_MAX_ZOOM } from './basemap-tiles.js';
import { mapStyleOrigins } from './map-style-origins.js';
import { mapStyles } from './map-styles.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The parts of a MapLibre style the tests read. */
interface MapStyle {
  version: number;
  glyphs: string;
  sources: Record<string, { type: string; tiles: string[]; minzoom: number; maxzoom: number }>;
  layers: { type: string; source?: string; 'source-layer'?: string; layout?: { 'text-font'?: string[] } }[];
}

/** The tile at zoom z that holds a longitude and latitude (Web Mercator, as MapLibre cuts the world). */
function tileAt(longitude: number, latitude: number, z: number): [number, number, number] {
  const n = 2 ** z;
  const radians = (latitude * Math.PI) / 180;
  const x = Math.floor(((longitude + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * n);
  return [z, x, y];
}

async function fetchTile([z, x, y]: [number, number, number], headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}/map/tiles/${z}/${x}/${y}.pbf`, { headers });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, tile: bytes.length > 0 ? new VectorTile(new Pbf(bytes)) : null };
}

/** The features of a tile's layer as GeoJSON, in longitude and latitude. */
function featuresOf(tile: VectorTile | null, layer: string, [z, x, y]: [number, number, number]) {
  const found = tile?.layers[layer];
  return Array.from({ length: found?.length ?? 0 }, (_, i) => found!.feature(i).toGeoJSON(x, y, z));
}

describe('offline basemap', () => {
  it('serves a MapLibre v8 style on vector tiles whose layers, tiles and glyphs all resolve', async () => {
    const res = await t.rest<MapStyle>('GET', '/map/style.json');
    expect(res.status).toBe(200);
    const style = res.body;
    expect(style.version).toBe(8);
    expect(Object.keys(style.sources)).toEqual(['basemap']);
    const source = style.sources.basemap;
    expect(source).toMatchObject({ type: 'vector', minzoom: 0, maxzoom: BASEMAP_MAX_ZOOM });
    expect(source.tiles).toEqual([`${t.url}/map/tiles/{z}/{x}/{y}.pbf`]);
    expect(style.layers.map((layer) => [layer.type, layer['source-layer']])).toEqual([
      ['background', undefined],
      ['fill', 'land'],
      ['line', 'borders'],
      ['symbol', 'places'],
      ['symbol', 'labels'],
    ]);
    for (const layer of style.layers.slice(1)) expect(layer.source).toBe('basemap');
    const { response, tile } = await fetchTile([0, 0, 0]);
    expect(response.status).toBe(200);
    expect(Object.keys(tile!.layers).sort()).toEqual(['borders', 'labels', 'land']);
    // zoom 3 has the largest cities' names
    const { tile: asia } = await fetchTile(tileAt(135.77, 35.01, 3));
    expect(featuresOf(asia, 'places', tileAt(135.77, 35.01, 3)).map((f) => f.properties?.name)).toContain('Tokyo');
    const font = style.layers.find((layer) => layer.type === 'symbol')?.layout?.['text-font']?.[0] ?? '';
    expect(font).not.toBe('');
    const glyphs = await fetch(
      style.glyphs.replace('{fontstack}', encodeURIComponent(font)).replace('{range}', '0-255'),
    );
    expect(glyphs.status).toBe(200);
    expect(glyphs.headers.get('content-type')).toBe('application/x-protobuf');
    expect((await glyphs.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('serves the same map in the dark theme’s colours', async () => {
    const light = (
      await t.rest<{ layers: { id: string; paint?: Record<string, unknown> }[] }>('GET', '/map/style.json')
    ).body;
    const dark = (
      await t.rest<{ layers: { id: string; paint?: Record<string, unknown> }[] }>('GET', '/map/style.json?theme=dark')
    ).body;
    expect(dark.layers.map((layer) => layer.id)).toEqual(light.layers.map((layer) => layer.id));
    const paint = (style: typeof light, id: string, property: string) =>
      style.layers.find((layer) => layer.id === id)?.paint?.[property];
    expect(paint(light, 'water', 'background-color')).toBe('#a9d3e8');
    expect(paint(dark, 'water', 'background-color')).toBe('#10252f');
    expect(paint(dark, 'land', 'fill-color')).toBe('#2a241f');
    expect(paint(dark, 'place-labels', 'text-halo-color')).toBe('#16120f');
  });

  it.each([
    ['Kyoto', 135.768, 35.0116, ['Kyoto', 'Ōtsu', 'Uji']],
    ['Lagos', 3.3958, 6.4531, ['Lagos', 'Ikeja', 'Surulere', 'Apapa']],
  ] as const)(
    'draws %s at city zoom: its land from Natural Earth 1:10m and its places by name',
    async (_city, lng, lat, names) => {
      // MapLibre draws zoom 11 from these zoom-10 tiles: the ones of the view around the city
      const center = tileAt(lng, lat, BASEMAP_MAX_ZOOM);
      const tiles = [-1, 0, 1].flatMap((dx) =>
        [-1, 0, 1].map((dy): [number, number, number] => [center[0], center[1] + dx, center[2] + dy]),
      );
      const found = await Promise.all(tiles.map(async (at) => ({ at, ...(await fetchTile(at)) })));
      const places = found.flatMap(({ at, tile }) => featuresOf(tile, 'places', at));
      const named = places.map((place) => place.properties?.name);
      for (const name of names) expect(named, name).toContain(name);
      // every place is drawn from its zoom, at the latest from zoom 10, the city view
      expect(places.every((place) => Number(place.properties?.minzoom) <= 10)).toBe(true);
      const city = places.find((place) => place.properties?.name === names[0])!;
      expect(city.properties).toMatchObject({ kind: expect.stringMatching(/^(capital|city)$/) });
      const [x, y] = (city.geometry as { coordinates: number[] }).coordinates;
      expect(Math.abs(x - lng)).toBeLessThan(0.05);
      expect(Math.abs(y - lat)).toBeLessThan(0.05);
      // land under the city, and its tile is a few KB
      expect(featuresOf(found[4].tile, 'land', center).length).toBeGreaterThan(0);
      expect(found[4].bytes.length).toBeLessThan(20_000);
    },
  );

  it('draws the coast of the Lagos lagoon from the 1:10m land, finer than the 1:50m', async () => {
    const lagoon = tileAt(3.42, 6.44, 8);
    const rings = featuresOf((await fetchTile(lagoon)).tile, 'land', lagoon).flatMap((feature) =>
      feature.geometry.type === 'Polygon'
        ? (feature.geometry as { coordinates: number[][][] }).coordinates
        : (feature.geometry as { coordinates: number[][][][] }).coordinates.flat(),
    );
    expect(rings.reduce((count, ring) => count + ring.length, 0)).toBeGreaterThan(40);
  });

  it('sends the view of northern Luzon in a tile of a few KB, with the land and labels where they are', async () => {
    const luzon = tileAt(120.6, 16.4, 7); // Baguio
    const { response, bytes, tile } = await fetchTile(luzon);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    expect(bytes.length).toBeLessThan(20_000); // the whole basemap as GeoJSON was 1 MB (285 KB with brotli)
    expect(tile!.layers.land.extent).toBe(4096);
    expect(featuresOf(tile, 'land', luzon).map((feature) => feature.geometry.type)).toContain('Polygon');

    // Labels sit where their country is, also across the antimeridian (Fiji was once drawn in the Atlantic).
    for (const [name, longitude, latitude] of [
      ['Philippines', 121.5, 16],
      ['Fiji', 178.1, -17.8],
      ['Iceland', -18.6, 65],
    ] as const) {
      const at = tileAt(longitude, latitude, 3);
      const label = featuresOf((await fetchTile(at)).tile, 'labels', at).find((f) => f.properties?.name === name);
      const [lng, lat] = (label?.geometry as { coordinates: number[] } | undefined)?.coordinates ?? [NaN, NaN];
      expect(Math.abs(lng - longitude), name).toBeLessThan(3);
      expect(Math.abs(lat - latitude), name).toBeLessThan(3);
    }
  });

  it('keeps the open sea empty: no land in a tile of the Gulf of Guinea or the South Pacific', async () => {
    for (const sea of [tileAt(1, -1, BASEMAP_MAX_ZOOM), tileAt(1, -1, 7), tileAt(-123.4, -48.9, 5)]) {
      const { response, bytes } = await fetchTile(sea);
      expect(response.status).toBe(204);
      expect(bytes.length).toBe(0);
      expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    }
    // and the Arctic Ocean has its islands, not a block of land: most of the tile north of Svalbard is sea
    const arctic = tileAt(20, 84, 4);
    const { tile } = await fetchTile(arctic);
    const land = featuresOf(tile, 'land', arctic);
    const rings = land.flatMap((feature) =>
      feature.geometry.type === 'Polygon' ? [(feature.geometry as { coordinates: number[][][] }).coordinates[0]] : [],
    );
    expect(rings.every((ring) => ring.every(([, lat]) => lat < 84))).toBe(true);
  });

  it('compresses, tags, caches and revalidates the tiles', async () => {
    const world = await fetchTile([0, 0, 0], { 'accept-encoding': 'gzip' });
    expect(world.response.headers.get('content-encoding')).toBe('gzip');
    expect(world.response.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(world.response.headers.get('access-control-allow-origin')).toBe('*');
    const etag = world.response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${t.url}/map/tiles/0/0/0.pbf`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    // the same bytes every time: a tile is made once
    expect(Buffer.from((await fetchTile([0, 0, 0])).bytes).equals(Buffer.from(world.bytes))).toBe(true);

    const glyphs = await fetch(`${t.url}/map/glyphs/Noto%20Sans%20Regular/0-255.pbf`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(glyphs.headers.get('content-encoding')).toBe('gzip');
    expect(glyphs.headers.get('cache-control')).toBe('public, max-age=604800');
    expect((await glyphs.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('answers 404 for tiles outside the data, unknown glyph ranges and paths', async () => {
    const max = BASEMAP_MAX_ZOOM;
    for (const path of [
      `/map/tiles/${max + 1}/0/0.pbf`, // deeper than the tiles go: the map draws those zooms from zoom 10
      '/map/tiles/2/4/0.pbf', // past the east edge of the world at zoom 2
      '/map/tiles/2/0/4.pbf', // past the south edge
      '/map/tiles/-1/0/0.pbf',
      '/map/tiles/a/0/0.pbf',
      '/map/tiles/1/0/0.5.pbf',
      '/map/tiles/0/0/0.json',
      '/map/data/land.geojson', // the whole GeoJSON layers are no longer sent
    ]) {
      expect((await t.rest('GET', path)).status, path).toBe(404);
    }
    expect((await t.rest('GET', '/map/glyphs/Noto%20Sans%20Regular/0-999.pbf')).status).toBe(404);
    expect((await t.rest('GET', '/map/glyphs/Noto%20Sans%20Regular/..%2F..%2Fpackage.json.pbf')).status).toBe(404);
    expect((await t.rest('GET', '/map/elsewhere')).status).toBe(404);
  });

  it("lets the browser reach the online styles' origins and allows MapLibre's workers", async () => {
    expect(mapStyleOrigins(loadConfig({}))).toEqual(['https://tiles.openfreemap.org']);
    expect(
      mapStyleOrigins(
        loadConfig({
          MAP_STYLE_URL: 'https://tiles.example.org/styles/basic/style.json',
          MAP_STYLE_DARK_URL: 'https://dark.example.org/style.json',
        }),
      ),
    ).toEqual(['https://tiles.example.org', 'https://dark.example.org']);
    expect(mapStyleOrigins(loadConfig({ MAP_STYLE: 'offline' }))).toEqual([]);
    const csp = (await fetch(`${t.url}/healthz`)).headers.get('content-security-policy')!;
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.openfreemap\.org/);
    expect(csp).toMatch(/connect-src 'self' ws: wss: https:\/\/tiles\.openfreemap\.org/);
  });

  it('names the online style with its dark counterpart and the offline fallback', async () => {
    const query = '{ mapStyles { online onlineDark offline offlineDark } }';
    expect((await t.gql<{ mapStyles: unknown }>(query, {})).data!.mapStyles).toEqual({
      online: 'https://tiles.openfreemap.org/styles/liberty',
      onlineDark: 'https://tiles.openfreemap.org/styles/dark',
      offline: '/map/style.json',
      offlineDark: '/map/style.json?theme=dark',
    });
    expect(mapStyles(loadConfig({ MAP_STYLE_URL: 'https://tiles.example.org/style.json' }))).toMatchObject({
      online: 'https://tiles.example.org/style.json',
      onlineDark: null, // a custom style serves both themes unless MAP_STYLE_DARK_URL is set
    });
    expect(mapStyles(loadConfig({ MAP_STYLE: 'offline' }))).toMatchObject({ online: null, onlineDark: null });
  });
});
