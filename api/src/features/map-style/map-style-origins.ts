import type { Config } from '../../config.js';
import { mapStyles } from './map-styles.js';

/**
 * The online styles' origins, which the browser must be allowed to fetch styles, tiles, glyphs and sprites from (the
 * Content-Security-Policy's connect-src and img-src): OpenFreeMap's by default, none with MAP_STYLE=offline. A style
 * whose tiles live on yet another origin is not supported: its tiles would be refused and the map falls back.
 */
export function mapStyleOrigins(config: Config): string[] {
  const { online, onlineDark } = mapStyles(config);
  const origins = new Set<string>();
  for (const url of [online, onlineDark]) {
    if (!url) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // validated as a URL by config.ts: nothing to add otherwise
    }
  }
  return [...origins];
}
