import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { BASEMAP_LAYERS, buildBasemapLayer, type BasemapLayer } from './basemap-data.js';

/**
 * The deepest tile zoom: a zoom-7 tile is 2.8° wide, 4096 units across, so one unit is about 75 m, finer than the
 * 1:50m data itself; the map draws deeper zooms from these tiles (MapLibre's overzoom).
 */
export const BASEMAP_MAX_ZOOM = 7;
/** Units across a tile (the vector tile default); lines and labels reach 64 units past each edge. */
const EXTENT = 4096;
const BUFFER = 64;

let indexes: ReadonlyMap<BasemapLayer, GeoJSONVT> | undefined;

/**
 * One tile index per basemap layer (geojson-vt: MapLibre's own tiler, which it otherwise runs in the browser over
 * the whole GeoJSON). Each zoom level's tiles are simplified for that zoom (3 units of tolerance) and tiny polygons
 * are dropped, so a zoomed-out view gets a coarse world and a close view the detail of its few tiles. Built once,
 * with every tile down to zoom 5 (1-3 s of CPU, 10 MB), when the first tile is asked for or at start-up
 * (warmBasemapTiles): a zoom-7 tile is then cut in a millisecond, where cutting it from the world took 300 ms.
 */
function tileIndexes(): ReadonlyMap<BasemapLayer, GeoJSONVT> {
  indexes ??= new Map(
    BASEMAP_LAYERS.map((layer) => [
      layer,
      new GeoJSONVT(buildBasemapLayer(layer), {
        maxZoom: BASEMAP_MAX_ZOOM,
        indexMaxZoom: 5,
        indexMaxPoints: 0,
        extent: EXTENT,
        buffer: BUFFER,
        tolerance: 3,
      }),
    ]),
  );
  return indexes;
}

export function warmBasemapTiles(): void {
  tileIndexes();
}

export type TileAnswer =
  /** Outside the tile pyramid (zoom above BASEMAP_MAX_ZOOM, or x or y past the edge of the world at that zoom). */
  | { kind: 'outside' }
  /** Inside the pyramid with nothing to draw (open sea): the map shows its water background there. */
  | { kind: 'empty' }
  /** A Mapbox Vector Tile (version 2) with the layers `land`, `borders` and `labels` that have something there. */
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
  const layers: Parameters<typeof fromGeojsonVt>[0] = {};
  for (const [layer, index] of tileIndexes()) {
    const tile = index.getTile(z, x, y);
    if (tile && tile.features.length > 0) layers[layer] = tile;
  }
  if (Object.keys(layers).length === 0) return { kind: 'empty' };
  return { kind: 'tile', body: Buffer.from(fromGeojsonVt(layers, { version: 2, extent: EXTENT })) };
}
