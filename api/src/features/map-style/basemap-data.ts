import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Shape } from './basemap-pieces.js';

const require = createRequire(import.meta.url);

/**
 * The GeoJSON layers of the offline basemap's zoomed-out tiles, from Natural Earth 1:50m via the world-atlas package:
 * the land (one fill, so the land outlines rather than every country's polygon), the interior borders and a label per
 * country. The deeper tiles draw the 1:10m land and borders (buildDetailedShapes).
 * Coordinates are rounded to 3 decimals (about 100 m, finer than the 1:50m data itself). They are cut into vector
 * tiles (basemap-tiles.ts): a phone gets a few KB for the view it shows, where these 1 MB of JSON (285 KB with
 * brotli) were sent whole and parsed in MapLibre's worker before the first frame.
 */
export const BASEMAP_LAYERS = ['land', 'borders', 'labels'] as const;
export type BasemapLayer = (typeof BASEMAP_LAYERS)[number];

export function buildBasemapLayer(layer: BasemapLayer): FeatureCollection {
  if (layer === 'land') {
    const land = JSON.parse(fs.readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8')) as Topology<{
      land: GeometryCollection;
    }>;
    const collection = feature(land, land.objects.land) as FeatureCollection<Polygon | MultiPolygon>;
    for (const part of collection.features) quantizeArea(part.geometry);
    return collection;
  }
  const topology = JSON.parse(fs.readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const countries = topology.objects.countries;
  if (layer === 'borders') {
    // Interior borders only: the coast is drawn by the land fill against the water background.
    const borders = mesh(topology, countries, (a, b) => a !== b);
    borders.coordinates = borders.coordinates.map((line) => quantizeLine(line, 2)).filter((line) => line.length >= 2);
    return { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: borders }] };
  }
  const collection = feature(topology, countries) as FeatureCollection<Polygon | MultiPolygon, { name: string }>;
  return { type: 'FeatureCollection', features: collection.features.flatMap(labelPoint) };
}

/**
 * Polygons narrower than this both ways (in degrees, about 1.3 km) are squares of three steps of world-atlas' 1:10m
 * grid (0.0036°), not shapes: 176 of its 4,061, among them a speck at 0°, 0° that drew a square in the Gulf of Guinea.
 */
const MIN_ISLAND_SPAN = 0.012;

/** The 1:10m land (one shape per polygon) or interior borders (one per line) for the deeper zooms (basemap-pieces). */
export function buildDetailedShapes(layer: 'land' | 'borders'): Shape[] {
  if (layer === 'land') {
    const land = JSON.parse(fs.readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8')) as Topology<{
      land: GeometryCollection;
    }>;
    const collection = feature(land, land.objects.land) as FeatureCollection<Polygon | MultiPolygon>;
    return collection.features
      .flatMap((part) =>
        (part.geometry.type === 'Polygon' ? [part.geometry.coordinates] : part.geometry.coordinates).map((rings) =>
          toShape('polygon', rings),
        ),
      )
      .filter((shape) => shape.east - shape.west > MIN_ISLAND_SPAN || shape.north - shape.south > MIN_ISLAND_SPAN);
  }
  const topology = JSON.parse(fs.readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8')) as Topology<{
    countries: GeometryCollection;
  }>;
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return borders.coordinates.map((line) => toShape('lines', [line]));
}

function toShape(kind: Shape['kind'], parts: Position[][]): Shape {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const part of parts) {
    for (const [x, y] of part) {
      west = Math.min(west, x);
      east = Math.max(east, x);
      south = Math.min(south, y);
      north = Math.max(north, y);
    }
  }
  return { kind, parts: parts.map((part) => Float32Array.from(part.flat())), west, south, east, north, properties: {} };
}

/**
 * A label point inside the country's largest polygon: its area-weighted centroid, or, when that falls outside (a
 * crescent such as Croatia), the middle of the widest stretch of the polygon along the centroid's latitude.
 * Longitudes are unwrapped first: a polygon drawn across the antimeridian (Fiji, Chukotka) jumps between +180 and
 * -180, which made Fiji's centroid fall in the Atlantic.
 */
function labelPoint(country: Feature<Polygon | MultiPolygon, { name: string }>): Feature<Point, { name: string }>[] {
  const polygons =
    country.geometry?.type === 'Polygon' ? [country.geometry.coordinates] : (country.geometry?.coordinates ?? []);
  let best: { area: number; center: Position; rings: Position[][] } | null = null;
  for (const polygon of polygons) {
    // Antarctica has a ring that only runs along the south pole, with no area: not a place for a label.
    if (polygon[0].every(([, y]) => y === polygon[0][0][1])) continue;
    const rings = polygon.map(unwrapRing);
    const measured = ringCentroid(rings[0]);
    if (measured && (!best || measured.area > best.area)) best = { ...measured, rings };
  }
  if (!best || !country.properties?.name) return [];
  const [x, y] = insidePoint(best.rings, best.center);
  return [
    {
      type: 'Feature',
      properties: { name: country.properties.name },
      geometry: { type: 'Point', coordinates: [round(((((x + 180) % 360) + 360) % 360) - 180), round(y)] },
    },
  ];
}

/** The ring with each longitude moved by whole turns to within 180° of the one before it. */
function unwrapRing(ring: Position[]): Position[] {
  const out: Position[] = [];
  for (const [x, y] of ring) {
    const previous = out.length > 0 ? out[out.length - 1][0] : x;
    out.push([x + 360 * Math.round((previous - x) / 360), y]);
  }
  return out;
}

function ringCentroid(ring: Position[]): { area: number; center: Position } | null {
  let twiceArea = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x0, y0] = ring[i];
    const [x1, y1] = ring[i + 1];
    const cross = x0 * y1 - x1 * y0;
    twiceArea += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  if (twiceArea === 0) return null;
  return { area: Math.abs(twiceArea / 2), center: [x / (3 * twiceArea), y / (3 * twiceArea)] };
}

/** Where the polygon's edges cross the latitude y, west to east (even-odd: inside between each pair). */
function crossings(rings: Position[][], y: number): number[] {
  const xs: number[] = [];
  for (const ring of rings) {
    for (let i = 0; i < ring.length - 1; i++) {
      const [x0, y0] = ring[i];
      const [x1, y1] = ring[i + 1];
      if (y0 <= y !== y1 <= y) xs.push(x0 + ((y - y0) / (y1 - y0)) * (x1 - x0));
    }
  }
  return xs.sort((a, b) => a - b);
}

/** `point` when it is inside the polygon, else the middle of its widest stretch at that latitude. */
function insidePoint(rings: Position[][], point: Position): Position {
  const xs = crossings(rings, point[1]);
  let widest: [number, number] | null = null;
  for (let i = 0; i + 1 < xs.length; i += 2) {
    if (xs[i] <= point[0] && point[0] <= xs[i + 1]) return point;
    if (!widest || xs[i + 1] - xs[i] > widest[1] - widest[0]) widest = [xs[i], xs[i + 1]];
  }
  return widest ? [(widest[0] + widest[1]) / 2, point[1]] : point;
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;
const roundMap = (value: number) => Math.round(value * 1e3) / 1e3;

/** Rounds a line's points and drops the ones that became equal to the point before. */
function quantizeLine(line: Position[], minimum: number): Position[] {
  const out: Position[] = [];
  for (const [x, y] of line) {
    const point = [roundMap(x), roundMap(y)];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out.length >= minimum ? out : [];
}

function quantizeArea(geometry: Polygon | MultiPolygon | null): void {
  if (geometry?.type === 'Polygon') geometry.coordinates = quantizePolygon(geometry.coordinates);
  else if (geometry?.type === 'MultiPolygon') {
    geometry.coordinates = geometry.coordinates.map(quantizePolygon).filter((polygon) => polygon.length > 0);
  }
}

/** A polygon's rings quantized; a ring that shrank below a triangle is dropped (the outer one drops the polygon). */
function quantizePolygon(rings: Position[][]): Position[][] {
  const quantized = rings.map((ring) => quantizeLine(ring, 4));
  if (quantized[0].length === 0) return [];
  return quantized.filter((ring) => ring.length > 0);
}
