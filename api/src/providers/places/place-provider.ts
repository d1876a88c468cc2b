import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { PlaceProvider } from './place.js';
import { getPlaceIndex } from './place-index.js';
import { createRemotePlaceProvider } from './remote-place-provider.js';

export const gazetteerPlaceProvider: PlaceProvider = {
  name: 'gazetteer',
  search: async (text, limit) => getPlaceIndex().search(text, limit),
  reverse: async (latitude, longitude) => getPlaceIndex().nearest(latitude, longitude),
};

const remoteProviders = new Map<string, PlaceProvider>();

/** PLACES_URL's service when set, falling back to the offline gazetteer when it fails; else the gazetteer. */
export function placeProviderFor(config: Config, logger: Logger): PlaceProvider {
  if (!config.placesUrl) return gazetteerPlaceProvider;
  let remote = remoteProviders.get(config.placesUrl);
  if (!remote) {
    remote = createRemotePlaceProvider(config.placesUrl, logger);
    remoteProviders.set(config.placesUrl, remote);
  }
  const primary = remote;
  const fallback =
    <T>(operation: string, offline: () => Promise<T>) =>
    (error: unknown) => {
      logger.warn(`places provider failed (${operation}), using the offline gazetteer: ${(error as Error).message}`);
      return offline();
    };
  return {
    name: 'remote',
    search: (text, limit) =>
      primary.search(text, limit).catch(fallback('search', () => gazetteerPlaceProvider.search(text, limit))),
    reverse: (latitude, longitude) =>
      primary
        .reverse(latitude, longitude)
        .catch(fallback('reverse', () => gazetteerPlaceProvider.reverse(latitude, longitude))),
  };
}
