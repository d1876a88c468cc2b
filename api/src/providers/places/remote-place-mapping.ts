import type { Logger } from '../../logger.js';
import { countryName } from './country-names.js';
import type { Place } from './place.js';

type Json = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const number = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

/**
 * Maps a Photon answer (GeoJSON FeatureCollection) or a Nominatim answer (array, or one object from
 * /reverse) to places. A result without usable coordinates is skipped with a log entry.
 */
export function mapRemotePlaces(body: unknown, logger: Logger): Place[] {
  const items: Json[] = Array.isArray(body)
    ? body
    : isJson(body) && Array.isArray(body.features)
      ? body.features
      : isJson(body) && ('lat' in body || 'place_id' in body)
        ? [body]
        : [];
  const places: Place[] = [];
  for (const item of items) {
    const place = isJson(item.properties) ? fromPhoton(item) : fromNominatim(item);
    if (
      !place ||
      !Number.isFinite(place.latitude) ||
      !Number.isFinite(place.longitude) ||
      Math.abs(place.latitude) > 90 ||
      Math.abs(place.longitude) > 180
    ) {
      logger.warn(
        `places provider: ignored a result without coordinates (${text(item.name ?? (isJson(item.properties) ? item.properties.name : '')) || 'unnamed'})`,
      );
      continue;
    }
    places.push(place);
  }
  return places;
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fromPhoton(feature: Json): Place | null {
  const properties = feature.properties as Json;
  const coordinates =
    isJson(feature.geometry) && Array.isArray(feature.geometry.coordinates) ? feature.geometry.coordinates : [];
  const countryCode = text(properties.countrycode).toUpperCase();
  const name = text(properties.name) || text(properties.city) || text(properties.street);
  if (!name) return null;
  return build({
    id: `osm:${text(properties.osm_type)}${text(properties.osm_id)}`,
    name,
    countryCode,
    country: text(properties.country),
    admin: text(properties.state) || null,
    latitude: number(coordinates[1]),
    longitude: number(coordinates[0]),
    population: number(isJson(properties.extra) ? properties.extra.population : undefined),
    types: [text(properties.osm_value), text(properties.type), text(properties.osm_key)],
  });
}

function fromNominatim(item: Json): Place | null {
  const address = isJson(item.address) ? item.address : {};
  const name =
    text(item.name) ||
    text(address.city) ||
    text(address.town) ||
    text(address.village) ||
    text(item.display_name).split(',')[0];
  if (!name) return null;
  return build({
    id: `osm:${text(item.osm_type).charAt(0).toUpperCase()}${text(item.osm_id) || text(item.place_id)}`,
    name,
    countryCode: text(address.country_code).toUpperCase(),
    country: text(address.country),
    admin: text(address.state) || null,
    latitude: number(item.lat),
    longitude: number(item.lon),
    population: number(isJson(item.extratags) ? item.extratags.population : undefined),
    types: [text(item.type), text(item.category ?? item.class)],
  });
}

function build(raw: Omit<Place, 'label'>): Place {
  const country = raw.country || (raw.countryCode ? countryName(raw.countryCode) : '');
  const types = [...new Set(raw.types.filter(Boolean))].slice(0, 3);
  return {
    ...raw,
    country,
    population: Number.isFinite(raw.population) ? Math.round(raw.population) : 0,
    label: [raw.name, raw.admin, country].filter(Boolean).join(', '),
    types,
  };
}
