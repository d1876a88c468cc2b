import type { Config } from '../../config.js';

/** OpenFreeMap's free, keyless street styles (OpenStreetMap data in OpenMapTiles' schema): the online default. */
export const OPENFREEMAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';
export const OPENFREEMAP_DARK_STYLE_URL = 'https://tiles.openfreemap.org/styles/dark';
/** The offline style this API serves (map-style.routes.ts), on the page's own origin, light and dark. */
export const OFFLINE_STYLE_PATH = '/map/style.json';
export const OFFLINE_DARK_STYLE_PATH = '/map/style.json?theme=dark';

/** The styles the browser chooses from (it tries the online one and falls back to the offline one by itself). */
export interface MapStyles {
  /** The online style (for the light theme when there is a dark one); null when MAP_STYLE=offline. */
  online: string | null;
  /** The online style for the dark theme; null when the online style serves both themes (or there is none). */
  onlineDark: string | null;
  offline: string;
  offlineDark: string;
}

/**
 * MAP_STYLE=offline: the offline style only. Else MAP_STYLE_URL (and MAP_STYLE_DARK_URL) when set, or OpenFreeMap's
 * Liberty and Dark: a custom MAP_STYLE_URL without MAP_STYLE_DARK_URL serves both themes.
 */
export function mapStyles(config: Config): MapStyles {
  const offline = { offline: OFFLINE_STYLE_PATH, offlineDark: OFFLINE_DARK_STYLE_PATH };
  if (config.mapStyle === 'offline') return { online: null, onlineDark: null, ...offline };
  return {
    online: config.mapStyleUrl ?? OPENFREEMAP_STYLE_URL,
    onlineDark: config.mapStyleDarkUrl ?? (config.mapStyleUrl ? null : OPENFREEMAP_DARK_STYLE_URL),
    ...offline,
  };
}
