import { geoJSONToTile, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import type { Feature, Point } from 'geojson';
import { getPlaceIndex } from '../../providers/places/place-index.js';
import { lngLatOf } from './basemap-pieces.js';

/**
 * The zoom from which a place's name is drawn, by its population: the largest cities on a continent's view, towns
 * of 5,000 at a region's, every place of the gazetteer (1,000 people and more, and neighbourhoods) from zoom 10, so
 * a city's view (zoom 10 to 11) names its districts. Where names collide the map keeps the more populous.
 */
const NAME_ZOOMS: readonly [population: number, zoom: number][] = [
  [5_000_000, 3],
  [1_000_000, 4],
  [300_000, 5],
  [100_000, 6],
  [50_000, 7],
  [20_000, 8],
  [5_000, 9],
  [0, 10],
];
const SIZES = new Set(['city', 'town', 'village', 'neighbourhood']);
/** At most this many names in one tile, the most populous first (a tile of Java at zoom 6 has thousands). */
const MAX_NAMES_PER_TILE = 400;

export function nameZoom(population: number): number {
  return NAME_ZOOMS.find(([least]) => population >= least)![1];
}

/** The fewest people a place needs for its name to be in a tile of zoom z (the map draws zoom z+1 from it too). */
function fewestPeople(z: number, lastZoom: boolean): number {
  if (lastZoom) return 0;
  const shown = NAME_ZOOMS.filter(([, zoom]) => zoom <= z + 1);
  return shown.length > 0 ? shown[shown.length - 1][0] : Infinity;
}

/**
 * The `places` layer of tile z/x/y: the gazetteer's places in it (the app's own GeoNames index, already in memory
 * for place search), each a point with its `name`, its `population` (the map places the larger first when names
 * collide), the zoom it is drawn from (`minzoom`) and its `kind` (capital, city, town or village).
 */
export function placeLabelsTile(
  z: number,
  x: number,
  y: number,
  options: { extent: number; buffer: number; lastZoom: boolean },
): GeoJSONVTTile | null {
  const margin = options.buffer / options.extent;
  const [west, north] = lngLatOf(x - margin, y - margin, z);
  const [east, south] = lngLatOf(x + 1 + margin, y + 1 + margin, z);
  const places = getPlaceIndex().inBox(
    { west: Math.max(west, -180), south, east: Math.min(east, 180), north },
    fewestPeople(z, options.lastZoom),
    MAX_NAMES_PER_TILE,
  );
  if (places.length === 0) return null;
  const features = places.map((place): Feature<Point> => ({
    type: 'Feature',
    properties: {
      name: place.name,
      population: place.population,
      minzoom: nameZoom(place.population),
      kind: place.types.includes('capital') ? 'capital' : (place.types.find((type) => SIZES.has(type)) ?? 'village'),
    },
    geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
  }));
  const tile = geoJSONToTile({ type: 'FeatureCollection', features }, z, x, y, {
    extent: options.extent,
    buffer: options.buffer,
    clip: true,
  });
  return tile.features.length > 0 ? tile : null;
}
