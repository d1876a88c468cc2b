import type { Logger } from '../../logger.js';
import type { Place, PlaceProvider } from './place.js';
import { mapRemotePlaces } from './remote-place-mapping.js';

const TIMEOUT_MS = 4000;

/**
 * PLACES_URL: a Photon service (/api, /reverse) or, when the address names Nominatim, a Nominatim
 * service (/search, /reverse with format=jsonv2).
 */
export function createRemotePlaceProvider(baseUrl: string, logger: Logger): PlaceProvider {
  const base = baseUrl.replace(/\/+$/, '');
  const nominatim = /nominatim/i.test(base);
  const get = async (path: string, params: Record<string, string>) => {
    const url = `${base}${path}?${new URLSearchParams(params)}`;
    const response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': 'CulturaLink' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`places provider answered ${response.status}`);
    return mapRemotePlaces(await response.json(), logger);
  };
  return {
    name: 'remote',
    search(text, limit) {
      return nominatim
        ? get('/search', { q: text, format: 'jsonv2', addressdetails: '1', limit: String(limit) })
        : get('/api', { q: text, limit: String(limit) });
    },
    async reverse(latitude, longitude): Promise<Place | null> {
      const params = { lat: String(latitude), lon: String(longitude) };
      const places = await get('/reverse', nominatim ? { ...params, format: 'jsonv2', addressdetails: '1' } : params);
      return places[0] ?? null;
    },
  };
}
