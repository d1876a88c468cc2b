import type { LatLng } from './stop-letters';

/** Zoom for a lone stop: its town and the roads around it, not one street (15) on a blank background. */
export const ONE_STOP_ZOOM = 12;
/** Room around the stops when fitting them, in pixels, so markers (30 px, anchored at the bottom) stay inside. */
export const FIT_PADDING = 56;
/** Never closer than this when fitting stops that sit next to each other. */
export const FIT_MAX_ZOOM = 14;

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
