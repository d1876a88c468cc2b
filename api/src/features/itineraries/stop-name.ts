import type { RequestScope } from '../../app/request-scope.js';
import { reverseGeocode } from '../places/index.js';

/**
 * A name and address for a stop known only by its coordinates (the original client sends no place text):
 * the nearest place the geocoder knows (PLACES_URL, else the offline gazetteer), else the coordinates
 * themselves. Null when the coordinates are not valid, which the stop's own checks then report.
 */
export async function placeNameAt(
  scope: RequestScope,
  latitude: unknown,
  longitude: unknown,
): Promise<{ name: string; address: string } | null> {
  const lat = Number(latitude);
  const lng = Number(longitude);
  const valid = (value: unknown, parsed: number, limit: number) =>
    (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) &&
    Number.isFinite(parsed) &&
    Math.abs(parsed) <= limit;
  if (!valid(latitude, lat, 90) || !valid(longitude, lng, 180)) return null;
  const place = await reverseGeocode(scope, { latitude: lat, longitude: lng });
  if (place) return { name: place.name, address: place.label };
  const coordinates = `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
  return { name: coordinates, address: coordinates };
}
