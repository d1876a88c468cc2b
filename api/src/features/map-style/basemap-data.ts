import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

/** The GeoJSON layers of the offline basemap, from Natural Earth 1:50m via the world-atlas package. */
export const BASEMAP_LAYERS = ['countries', 'borders', 'labels'] as const;
export type BasemapLayer = (typeof BASEMAP_LAYERS)[number];

export function buildBasemapLayer(layer: BasemapLayer): FeatureCollection {
  const topology = JSON.parse(fs.readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const countries = topology.objects.countries;
  if (layer === 'borders') {
    // Interior borders only: the coast is drawn by the land fill against the water background.
    return {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: mesh(topology, countries, (a, b) => a !== b) }],
    };
  }
  const collection = feature(topology, countries) as FeatureCollection<Polygon | MultiPolygon, { name: string }>;
  if (layer === 'countries') return collection;
  return { type: 'FeatureCollection', features: collection.features.flatMap(labelPoint) };
}

/** A label point inside the country's largest polygon (its ring's area-weighted centroid). */
function labelPoint(country: Feature<Polygon | MultiPolygon, { name: string }>): Feature<Point, { name: string }>[] {
  const polygons =
    country.geometry?.type === 'Polygon' ? [country.geometry.coordinates] : (country.geometry?.coordinates ?? []);
  let best: { area: number; center: Position } | null = null;
  for (const polygon of polygons) {
    const measured = ringCentroid(polygon[0]);
    if (measured && (!best || measured.area > best.area)) best = measured;
  }
  if (!best || !country.properties?.name) return [];
  return [
    {
      type: 'Feature',
      properties: { name: country.properties.name },
      geometry: { type: 'Point', coordinates: best.center },
    },
  ];
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
  return { area: Math.abs(twiceArea / 2), center: [round(x / (3 * twiceArea)), round(y / (3 * twiceArea))] };
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;
