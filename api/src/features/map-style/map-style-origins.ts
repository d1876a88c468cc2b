import type { Config } from '../../config.js';

/** MAP_STYLE_URL's origin, which the browser must be allowed to fetch styles, tiles and images from. */
export function mapStyleOrigins(config: Config): string[] {
  if (!config.mapStyleUrl) return [];
  try {
    return [new URL(config.mapStyleUrl).origin];
  } catch {
    return [];
  }
}
