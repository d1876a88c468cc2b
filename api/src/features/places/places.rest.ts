import express, { type Router } from 'express';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import { directions, nearbyTowns, placesInfo, reverseGeocode, searchPlaces } from './places.service.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optionalNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : undefined;
const requiredNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN);

/** Additions to the original API (it called Google from the browser): the same services as GraphQL. */
export function placesRoutes(services: AppServices): Router {
  const router = express.Router();
  router.get(
    '/places/search',
    rest(services, async (scope, req) => ({
      results: await searchPlaces(scope, {
        text: text(req.query.q),
        limit: optionalNumber(req.query.limit),
        region: req.query.region === '1' || req.query.region === 'true',
      }),
      attribution: placesInfo(services).attribution,
    })),
  );
  router.get(
    '/places/reverse',
    rest(services, async (scope, req) => ({
      result: await reverseGeocode(scope, {
        latitude: requiredNumber(req.query.lat),
        longitude: requiredNumber(req.query.lng),
      }),
    })),
  );
  router.get(
    '/places/nearby',
    rest(services, async (_scope, req) => ({
      results: nearbyTowns({
        latitude: requiredNumber(req.query.lat),
        longitude: requiredNumber(req.query.lng),
        radiusMeters: optionalNumber(req.query.radius),
        limit: optionalNumber(req.query.limit),
      }),
    })),
  );
  router.post(
    '/directions',
    rest(services, async (scope, req) => {
      const points = Array.isArray(req.body?.points) ? req.body.points : [];
      return {
        legs: await directions(
          scope,
          points.map((point: Record<string, unknown>) => ({
            latitude: Number(point?.latitude),
            longitude: Number(point?.longitude),
            label: typeof point?.label === 'string' ? point.label : null,
          })),
        ),
      };
    }),
  );
  return router;
}
