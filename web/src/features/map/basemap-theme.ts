import type { Theme } from '../../lib/theme';

/**
 * The route between the stops: the theme's primary colour, readable on its land. (The basemap's own colours come
 * with its style: the API serves the offline style in a light and a dark version, and online styles have their own.)
 */
export const LEG_COLOR: Record<Theme, string> = { light: '#a8431f', dark: '#f0936b' };
