import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import { readAlternateNames } from './alternate-names.js';
import { countryName } from './country-names.js';
import { CountrySearch } from './country-search.js';
import { foldText } from './fold-text.js';
import { readGazetteer, type GazetteerColumns } from './gazetteer-file.js';
import { NameSearch } from './name-search.js';
import type { NearbyPlace, Place } from './place.js';
import { placeTypes } from './place-kinds.js';

/** The in-memory gazetteer: autocomplete, countries by name, nearest place and places within a radius. */
export interface PlaceIndex {
  readonly size: number;
  readonly stats: PlaceIndexStats;
  search(text: string, limit: number): Place[];
  searchCountries(text: string, limit: number): Place[];
  nearest(latitude: number, longitude: number): Place | null;
  within(latitude: number, longitude: number, radiusMeters: number, limit: number): NearbyPlace[];
  /**
   * The places of at least `minPopulation` people inside a box of longitudes and latitudes (west may be above east
   * across the antimeridian), the most populous first, at most `limit`: the map's place names.
   */
  inBox(box: LngLatBox, minPopulation: number, limit: number): Place[];
}

export interface LngLatBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface PlaceIndexStats {
  places: number;
  /** Names in other languages and scripts (GeoNames alternate names of the larger places). */
  alternateNames: number;
  nameKeys: number;
  buildMilliseconds: number;
  /** Heap and array-buffer growth while building: an estimate of what the index holds. */
  approximateBytes: number;
}

/** Reverse geocoding answers nothing farther than this (open sea, poles). */
export const NEAREST_MAX_KM = 300;

let index: PlaceIndex | null = null;

/** The process-wide index, built from the gazetteer on first use (about a second; see stats). */
export function getPlaceIndex(): PlaceIndex {
  index ??= buildPlaceIndex();
  return index;
}

function buildPlaceIndex(): PlaceIndex {
  const started = performance.now();
  const before = usedBytes();
  const columns = readGazetteer();
  const alternates = readAlternateNames(columns);
  const names = new NameSearch(
    [...columns.names, ...alternates.names],
    columns.populations,
    [...columns.names.keys(), ...alternates.owners],
    columns.count,
  );
  const countries = new CountrySearch(columns);
  const geo = new KDBush(columns.count);
  for (let i = 0; i < columns.count; i++) geo.add(columns.longitudes[i], columns.latitudes[i]);
  geo.finish();
  const stats: PlaceIndexStats = {
    places: columns.count,
    alternateNames: alternates.names.length,
    nameKeys: names.keyCount,
    buildMilliseconds: Math.round(performance.now() - started),
    approximateBytes: Math.max(0, usedBytes() - before),
  };
  const place = (i: number) => placeAt(columns, i);

  return {
    size: columns.count,
    stats,
    search(text, limit) {
      const [name, qualifier] = splitQualifier(text);
      const accept = qualifier ? (i: number) => matchesQualifier(columns, i, qualifier) : undefined;
      return names.search(name, limit, accept).map(place);
    },
    searchCountries: (text, limit) => countries.search(text, limit),
    nearest(latitude, longitude) {
      const [id] = around(geo, longitude, latitude, 1, NEAREST_MAX_KM);
      return id === undefined ? null : place(id);
    },
    inBox({ west, south, east, north }, minPopulation, limit) {
      const ids =
        west <= east
          ? geo.range(west, south, east, north)
          : [...geo.range(west, south, 180, north), ...geo.range(-180, south, east, north)];
      return ids
        .filter((i) => columns.populations[i] >= minPopulation)
        .sort((a, b) => columns.populations[b] - columns.populations[a])
        .slice(0, limit)
        .map(place);
    },
    within(latitude, longitude, radiusMeters, limit) {
      return around(geo, longitude, latitude, limit, radiusMeters / 1000).map((i) => ({
        ...place(i),
        distanceMeters: Math.round(distance(longitude, latitude, columns.longitudes[i], columns.latitudes[i]) * 1000),
      }));
    },
  };
}

function usedBytes(): number {
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
}

/** "Paris, us" or "Paris, Texas": the text after the first comma narrows by country or region code. */
function splitQualifier(text: string): [string, string] {
  const comma = text.indexOf(',');
  if (comma < 0) return [text, ''];
  return [text.slice(0, comma), foldText(text.slice(comma + 1))];
}

function matchesQualifier(columns: GazetteerColumns, i: number, qualifier: string): boolean {
  const code = columns.countryCodes[i].toLowerCase();
  return (
    code === qualifier ||
    columns.adminCodes[i].toLowerCase() === qualifier ||
    foldText(countryName(columns.countryCodes[i])).startsWith(qualifier)
  );
}

function placeAt(columns: GazetteerColumns, i: number): Place {
  const countryCode = columns.countryCodes[i];
  const country = countryName(countryCode);
  const adminCode = columns.adminCodes[i];
  // Numeric GeoNames region codes mean nothing to a reader; letter codes (TX, NCR, ON) do.
  const admin = /^[A-Z]{2,3}$/.test(adminCode) ? adminCode : null;
  const name = columns.names[i];
  return {
    id: `geonames:${columns.geonameIds[i]}`,
    name,
    country,
    countryCode,
    admin,
    label: [name, admin, country].filter(Boolean).join(', '),
    latitude: columns.latitudes[i],
    longitude: columns.longitudes[i],
    population: columns.populations[i],
    types: placeTypes(columns.featureCodes[i], columns.populations[i]),
  };
}
