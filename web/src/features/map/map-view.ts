import type { LatLng } from './stop-letters';

/** Zoom for a lone stop: its town and the roads around it, not one street (15) on a blank background. */
export const ONE_STOP_ZOOM = 12;
/** Room around the stops when fitting them, in pixels, so markers (30 px, anchored at the bottom) stay inside. */
export const FIT_PADDING = 56;
/** Never closer than this when fitting stops that sit next to each other. */
export const FIT_MAX_ZOOM = 14;
/** A place being chosen or picked in the list: its streets. */
export const FOCUS_ZOOM = 15;
/** No stops yet: the member's region (or the Philippines). */
export const NO_STOPS_ZOOM = 3;
/** Where the map starts when it cannot fit the stops (a container too small for the padding). */
export const DEFAULT_ZOOM = 2;
const NO_STOPS_CENTER = { longitude: 121, latitude: 13 };

export type MapFit =
  | { kind: 'center'; longitude: number; latitude: number; zoom: number }
  | { kind: 'bounds'; bounds: [[number, number], [number, number]] };

/** How to frame the stops: one stop at town zoom; several fitted in a box around them; none, null. */
export function fitStops(points: readonly LatLng[]): MapFit | null {
  if (points.length === 0) return null;
  const longitudes = points.map((p) => p.longitude);
  const latitudes = points.map((p) => p.latitude);
  const [west, east] = [Math.min(...longitudes), Math.max(...longitudes)];
  const [south, north] = [Math.min(...latitudes), Math.max(...latitudes)];
  if (points.length === 1 || (east - west < 1e-6 && north - south < 1e-6))
    return { kind: 'center', longitude: points[0].longitude, latitude: points[0].latitude, zoom: ONE_STOP_ZOOM };
  return {
    kind: 'bounds',
    bounds: [
      [west, south],
      [east, north],
    ],
  };
}

/** The view the map opens on (react-map-gl's initialViewState). */
export interface InitialView {
  longitude: number;
  latitude: number;
  zoom: number;
  bounds?: [[number, number], [number, number]];
  fitBoundsOptions?: { padding: number; maxZoom: number };
}

/**
 * The view the map opens on: the frame it would be sent to once loaded (the focused place, the stops fitted with
 * their padding, a lone stop at town zoom, or the member's region), so its first tiles are the ones it shows. It
 * used to open on the whole world at zoom 2 and jump to the stops after loading: the world's tiles came first.
 */
export function initialView(fit: MapFit | null, focus: LatLng | null, member: LatLng | null): InitialView {
  if (focus) return { longitude: focus.longitude, latitude: focus.latitude, zoom: FOCUS_ZOOM };
  if (fit?.kind === 'center') return { longitude: fit.longitude, latitude: fit.latitude, zoom: fit.zoom };
  if (fit?.kind === 'bounds') {
    const [[west, south], [east, north]] = fit.bounds;
    return {
      longitude: (west + east) / 2,
      latitude: (south + north) / 2,
      zoom: DEFAULT_ZOOM,
      bounds: fit.bounds,
      fitBoundsOptions: { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM },
    };
  }
  return { ...(member ?? NO_STOPS_CENTER), zoom: NO_STOPS_ZOOM };
}
