import type { Logger } from '../../logger.js';
import type { DirectionsLeg, DirectionsProvider, LatLng } from './directions.js';
import { pointLabel, straightLeg } from './straight-directions.js';

const TIMEOUT_MS = 5000;

interface OsrmAnswer {
  code?: string;
  routes?: { distance?: number; duration?: number; geometry?: { coordinates?: [number, number][] } }[];
}

/** DIRECTIONS_URL: an OSRM-compatible service, driving profile, one request per leg; a leg it cannot route is drawn straight. */
export function createOsrmDirections(baseUrl: string, logger: Logger): DirectionsProvider {
  const base = baseUrl.replace(/\/+$/, '');
  const drivingLeg = async (from: LatLng, to: LatLng): Promise<DirectionsLeg> => {
    const url = `${base}/route/v1/driving/${from.longitude},${from.latitude};${to.longitude},${to.latitude}?overview=full&geometries=geojson`;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json()) as OsrmAnswer;
      const route = body.routes?.[0];
      if (
        !response.ok ||
        body.code !== 'Ok' ||
        !route ||
        typeof route.distance !== 'number' ||
        typeof route.duration !== 'number'
      ) {
        throw new Error(`no driving route (${body.code ?? response.status})`);
      }
      return {
        fromLabel: pointLabel(from),
        toLabel: pointLabel(to),
        distanceKm: Math.round(route.distance / 10) / 100,
        durationMinutes: Math.round((route.duration / 60) * 10) / 10,
        mode: 'driving',
        geometry: route.geometry?.coordinates?.length
          ? route.geometry.coordinates
          : [
              [from.longitude, from.latitude],
              [to.longitude, to.latitude],
            ],
      };
    } catch (error) {
      logger.warn(`directions provider: straight leg instead (${(error as Error).message})`);
      return straightLeg(from, to);
    }
  };
  return {
    name: 'osrm',
    legs: (points) => Promise.all(points.slice(1).map((to, i) => drivingLeg(points[i], to))),
  };
}
