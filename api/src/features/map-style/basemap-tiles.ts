import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { buildBasemapLayer, buildDetailedShapes, type BasemapLayer } from './basemap-data.js';
import { PIECE_ZOOM, PiecewiseLayer } from './basemap-pieces.js';
import { placeLabelsTile } from './basemap-places.js';

/**
 * The deepest tile zoom: a zoom-10 tile is 39 km wide, 4096 units across, so one unit is under 10 m, finer than the
 * 1:10m data; the map draws deeper zooms from these tiles (MapLibre's overzoom), their place names included.
 */
export const BASEMAP_MAX_ZOOM = 10;
/** Units across a tile (the vector tile default); lines and labels reach 64 units past each edge. */
const EXTENT = 4096;
const BUFFER = 64;

/**
 * Each index is built when the first tile that needs it is asked for, not at start-up: a process whose members never
 * open a map holds none of them, and a city's view (zoom 6 and deeper) never builds the zoomed-out one.
 */
function lazily<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

const geoJsonIndex = (layer: BasemapLayer, maxZoom: number) =>
  lazily(() => new GeoJSONVT(buildBasemapLayer(layer), { maxZoom, extent: EXTENT, buffer: BUFFER, tolerance: 3 }));

/** Natural Earth 1:50m land and borders, indexed whole (geojson-vt, about 10 MB): zooms 0 to 5. */
const coarseLand = geoJsonIndex('land', PIECE_ZOOM - 1);
const coarseBorders = geoJsonIndex('borders', PIECE_ZOOM - 1);
/** A label per country (250 points), at every zoom. */
const countryLabels = geoJsonIndex('labels', BASEMAP_MAX_ZOOM);
/** Natural Earth 1:10m land and borders, cut piece by piece (about 10 MB, plus the pieces cut): zoom 6 and deeper. */
const detailedLand = lazily(() => new PiecewiseLayer(buildDetailedShapes('land')));
const detailedBorders = lazily(() => new PiecewiseLayer(buildDetailedShapes('borders')));

/**
 * Reads the 1:10m data now, when a map's style has been asked for and its tiles will follow: the browser spends the
 * next round trips on the style and MapLibre's code, so its first tiles do not wait for the data (about a second).
 */
export function prepareDetailedBasemap(): void {
  detailedLand();
  detailedBorders();
}

export type TileAnswer =
  /** Outside the tile pyramid (zoom above BASEMAP_MAX_ZOOM, or x or y past the edge of the world at that zoom). */
  | { kind: 'outside' }
  /** Inside the pyramid with nothing to draw (open sea): the map shows its water background there. */
  | { kind: 'empty' }
  /** A Mapbox Vector Tile (version 2) with the layers `land`, `borders`, `labels` and `places` that have something. */
  | { kind: 'tile'; body: Buffer };

/** The basemap tile z/x/y (integers, as in the URL template of the style). */
export function basemapTile(z: number, x: number, y: number): TileAnswer {
  const size = 2 ** z;
  if (
    ![z, x, y].every(Number.isSafeInteger) ||
    z < 0 ||
    z > BASEMAP_MAX_ZOOM ||
    x < 0 ||
    y < 0 ||
    x >= size ||
    y >= size
  )
    return { kind: 'outside' };
  const layers: Record<string, GeoJSONVTTile | null> = {
    land: z < PIECE_ZOOM ? coarseLand().getTile(z, x, y) : detailedLand().tile(z, x, y),
    borders: z < PIECE_ZOOM ? coarseBorders().getTile(z, x, y) : detailedBorders().tile(z, x, y),
    labels: countryLabels().getTile(z, x, y),
    places: placeLabelsTile(z, x, y, { extent: EXTENT, buffer: BUFFER, lastZoom: z === BASEMAP_MAX_ZOOM }),
  };
  const drawn = Object.fromEntries(
    Object.entries(layers).filter((entry): entry is [string, GeoJSONVTTile] => (entry[1]?.features.length ?? 0) > 0),
  );
  if (Object.keys(drawn).length === 0) return { kind: 'empty' };
  return { kind: 'tile', body: Buffer.from(fromGeojsonVt(drawn, { version: 2, extent: EXTENT })) };
}
