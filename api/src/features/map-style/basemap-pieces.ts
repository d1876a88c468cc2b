import { geoJSONToTile, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import type { Feature, MultiLineString, MultiPolygon, Position } from 'geojson';

/** A polygon (its rings, outer first) or a set of lines, in longitude and latitude, with its bounding box. */
export interface Shape {
  kind: 'polygon' | 'lines';
  /** Each ring or line as [longitude, latitude, longitude, latitude, ...]: a fifth of the memory of GeoJSON arrays. */
  parts: Float32Array[];
  west: number;
  south: number;
  east: number;
  north: number;
  properties: Record<string, string | number>;
}

/** Tiles at and below this zoom are cut from the piece of their zoom-6 ancestor. */
export const PIECE_ZOOM = 6;
/** Units across a piece: a zoom-6 tile is 626 km wide at the equator, so one unit is under 10 m. */
const PIECE_EXTENT = 65_536;
/** A piece reaches this far past its edges: more than the 64 of 4096 units a tile below it needs. */
const PIECE_BUFFER = PIECE_EXTENT / 40;
const TILE_EXTENT = 4096;
const TILE_BUFFER = 64;
/** Pieces kept (least recently used goes): about the land of a continent. */
const MAX_PIECES = 256;

/**
 * One basemap layer of detailed data (Natural Earth 1:10m), cut into tiles without holding a tile index of the whole
 * world: geojson-vt's index of the 1:10m land and borders took 120 MB. A tile at zoom 6 or deeper is cut from its
 * zoom-6 ancestor's piece: the shapes whose box meets that tile, clipped to it (with a margin) and kept, the last
 * MAX_PIECES of them. Each tile is simplified for its zoom (3 of 4096 units) by geojson-vt's geoJSONToTile.
 */
export class PiecewiseLayer {
  private readonly pieces = new Map<string, Feature[]>();

  constructor(private readonly shapes: readonly Shape[]) {}

  get pieceCount(): number {
    return this.pieces.size;
  }

  /** The layer's tile z/x/y (z at least PIECE_ZOOM), or null where it has nothing. */
  tile(z: number, x: number, y: number): GeoJSONVTTile | null {
    const shift = z - PIECE_ZOOM;
    const features = this.piece(x >> shift, y >> shift);
    if (features.length === 0) return null;
    const tile = geoJSONToTile({ type: 'FeatureCollection', features }, z, x, y, {
      clip: true,
      extent: TILE_EXTENT,
      buffer: TILE_BUFFER,
      tolerance: 3,
      maxZoom: 24,
    });
    return tile.features.length > 0 ? tile : null;
  }

  private piece(x: number, y: number): Feature[] {
    const key = `${x}/${y}`;
    let piece = this.pieces.get(key);
    if (piece) {
      this.pieces.delete(key); // most recently used last
      this.pieces.set(key, piece);
      return piece;
    }
    piece = this.cut(x, y);
    this.pieces.set(key, piece);
    if (this.pieces.size > MAX_PIECES) this.pieces.delete(this.pieces.keys().next().value!);
    return piece;
  }

  /** The shapes meeting tile x/y of PIECE_ZOOM, clipped to it at full detail, back in longitude and latitude. */
  private cut(x: number, y: number): Feature[] {
    const margin = PIECE_BUFFER / PIECE_EXTENT;
    const [west, north] = lngLatOf(x - margin, y - margin, PIECE_ZOOM);
    const [east, south] = lngLatOf(x + 1 + margin, y + 1 + margin, PIECE_ZOOM);
    const meeting = this.shapes.filter(
      (shape) => shape.east >= west && shape.west <= east && shape.north >= south && shape.south <= north,
    );
    if (meeting.length === 0) return [];
    const tile = geoJSONToTile({ type: 'FeatureCollection', features: meeting.map(toFeature) }, PIECE_ZOOM, x, y, {
      clip: true,
      extent: PIECE_EXTENT,
      buffer: PIECE_BUFFER,
      maxZoom: PIECE_ZOOM, // no simplification: the tiles below simplify for their own zoom
    });
    const toLngLat = ([px, py]: number[]): Position =>
      lngLatOf(x + px / PIECE_EXTENT, y + py / PIECE_EXTENT, PIECE_ZOOM);
    return tile.features.flatMap((feature): Feature[] => {
      const parts = (feature.geometry as unknown as number[][][]).map((part) => part.map(toLngLat));
      const properties = (feature.tags ?? {}) as Record<string, string | number>;
      if (feature.type === 3) {
        const polygons = groupRings(parts);
        const geometry: MultiPolygon = { type: 'MultiPolygon', coordinates: polygons };
        return polygons.length > 0 ? [{ type: 'Feature', properties, geometry }] : [];
      }
      const geometry: MultiLineString = { type: 'MultiLineString', coordinates: parts };
      return [{ type: 'Feature', properties, geometry }];
    });
  }
}

function toFeature(shape: Shape): Feature {
  const parts = shape.parts.map((flat) => {
    const points: Position[] = [];
    for (let i = 0; i < flat.length; i += 2) points.push([flat[i], flat[i + 1]]);
    return points;
  });
  return {
    type: 'Feature',
    properties: shape.properties,
    geometry:
      shape.kind === 'polygon'
        ? { type: 'Polygon', coordinates: parts }
        : { type: 'MultiLineString', coordinates: parts },
  };
}

/** Longitude and latitude of a point in tile units of zoom z (Web Mercator). */
export function lngLatOf(tileX: number, tileY: number, z: number): Position {
  const n = 2 ** z;
  const longitude = (tileX / n) * 360 - 180;
  const latitude = (Math.atan(Math.sinh(Math.PI * (1 - (2 * tileY) / n))) * 180) / Math.PI;
  return [longitude, latitude];
}

/**
 * geojson-vt gives a tile's polygon rings in one list, outer rings wound one way and holes the other: back into
 * polygons (each outer ring with the holes after it), so they are wound right when cut again.
 */
function groupRings(rings: Position[][]): Position[][][] {
  const polygons: Position[][][] = [];
  let outerSign = 0;
  for (const ring of rings) {
    if (ring.length < 4) continue;
    const sign = Math.sign(signedArea(ring));
    if (sign === 0) continue;
    if (outerSign === 0) outerSign = sign; // the first ring of a tile is an outer one
    if (sign === outerSign || polygons.length === 0) polygons.push([ring]);
    else polygons[polygons.length - 1].push(ring);
  }
  return polygons;
}

function signedArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return sum;
}
