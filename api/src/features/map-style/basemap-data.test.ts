import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { buildBasemapLayer } from './basemap-data.js';

const require = createRequire(import.meta.url);
const topology = JSON.parse(fs.readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology<{
  countries: GeometryCollection<{ name: string }>;
}>;
const countries = (feature(topology, topology.objects.countries) as { features: Feature<Polygon | MultiPolygon>[] })
  .features;

/** Even-odd rule over every ring of the polygon (holes included). */
function inside([x, y]: Position, rings: Position[][]): boolean {
  let within = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
    }
  }
  return within;
}

describe('basemap labels', () => {
  const labels = buildBasemapLayer('labels').features as Feature<Point, { name: string }>[];

  it('puts every country’s label inside that country, also across the antimeridian (Fiji was in the Atlantic)', () => {
    expect(labels.length).toBeGreaterThan(200);
    const misplaced = labels.filter((label) => {
      const country = countries.find((candidate) => candidate.properties?.name === label.properties.name)!;
      const polygons =
        country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
      const [x, y] = label.geometry.coordinates;
      // a polygon drawn past ±180° (Chukotka) may hold the label one turn away
      return !polygons.some((rings) => [x, x + 360, x - 360].some((shifted) => inside([shifted, y], rings)));
    });
    expect(misplaced.map((label) => label.properties.name)).toEqual([]);
    for (const label of labels) expect(Math.abs(label.geometry.coordinates[0])).toBeLessThanOrEqual(180);
  });

  it('places Fiji and Russia where they are', () => {
    const at = (name: string) => labels.find((label) => label.properties.name === name)!.geometry.coordinates;
    const [fijiX, fijiY] = at('Fiji');
    expect(fijiX).toBeGreaterThan(176);
    expect(fijiY).toBeGreaterThan(-19);
    expect(fijiY).toBeLessThan(-16);
    const [russiaX, russiaY] = at('Russia');
    expect(russiaX).toBeGreaterThan(40);
    expect(russiaX).toBeLessThan(140);
    expect(russiaY).toBeGreaterThan(50);
  });
});
