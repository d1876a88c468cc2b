import type { DirectionsLeg, DirectionsProvider, LatLng } from './directions.js';
import { greatCircleKm, greatCirclePath } from './great-circle.js';

/** The estimate for straight legs: an average door-to-door speed, not a route. */
export const STRAIGHT_AVERAGE_KMH = 60;

export const pointLabel = (point: LatLng) =>
  point.label?.trim() || `${point.latitude.toFixed(4)}, ${point.longitude.toFixed(4)}`;

export function straightLeg(from: LatLng, to: LatLng): DirectionsLeg {
  const distanceKm = greatCircleKm(from.latitude, from.longitude, to.latitude, to.longitude);
  return {
    fromLabel: pointLabel(from),
    toLabel: pointLabel(to),
    distanceKm: Math.round(distanceKm * 100) / 100,
    durationMinutes: Math.round((distanceKm / STRAIGHT_AVERAGE_KMH) * 60 * 10) / 10,
    mode: 'straight',
    geometry: greatCirclePath(from.latitude, from.longitude, to.latitude, to.longitude),
  };
}

export const straightDirections: DirectionsProvider = {
  name: 'straight',
  legs: async (points) => points.slice(1).map((to, i) => straightLeg(points[i], to)),
};
