import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { DirectionsProvider } from './directions.js';
import { createOsrmDirections } from './osrm-directions.js';
import { straightDirections } from './straight-directions.js';

const osrmProviders = new Map<string, DirectionsProvider>();

export function directionsProviderFor(config: Config, logger: Logger): DirectionsProvider {
  if (!config.directionsUrl) return straightDirections;
  let provider = osrmProviders.get(config.directionsUrl);
  if (!provider) {
    provider = createOsrmDirections(config.directionsUrl, logger);
    osrmProviders.set(config.directionsUrl, provider);
  }
  return provider;
}
