import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { recordingLogger, startFakeJsonServer, type FakeJsonServer } from '../places/testing-json-server.js';
import { directionsProviderFor } from './directions-provider.js';
import { greatCircleKm, greatCirclePath } from './great-circle.js';
import { straightDirections } from './straight-directions.js';

const manila = { latitude: 14.5995, longitude: 120.9842, label: 'Manila' };
const cebu = { latitude: 10.3157, longitude: 123.8854, label: 'Cebu' };
const davao = { latitude: 7.1907, longitude: 125.4553 };

let server: FakeJsonServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('straight directions', () => {
  it('measures great-circle distances on a 6371 km sphere', () => {
    expect(greatCircleKm(manila.latitude, manila.longitude, cebu.latitude, cebu.longitude)).toBeCloseTo(570, -1);
    expect(greatCircleKm(0, 0, 0, 180)).toBeCloseTo(Math.PI * 6371, 3);
    expect(greatCircleKm(1, 1, 1, 1)).toBe(0);
  });

  it('draws long legs as a curve ending on both points', () => {
    const path = greatCirclePath(51.5, -0.12, 40.71, -74.0);
    expect(path.length).toBeGreaterThan(10);
    expect(path[0]).toEqual([-0.12, 51.5]);
    expect(path.at(-1)).toEqual([-74, 40.71]);
    expect(Math.max(...path.map(([, lat]) => lat))).toBeGreaterThan(51.5);
  });

  it('gives consecutive legs with a 60 km/h estimate', async () => {
    const legs = await straightDirections.legs([manila, cebu, davao]);
    expect(legs).toHaveLength(2);
    expect(legs[0]).toMatchObject({ fromLabel: 'Manila', toLabel: 'Cebu', mode: 'straight' });
    expect(legs[0].durationMinutes).toBeCloseTo(legs[0].distanceKm, 0);
    expect(legs[1].toLabel).toBe('7.1907, 125.4553');
  });
});

describe('OSRM directions (DIRECTIONS_URL)', () => {
  it('maps driving routes and draws a leg it cannot route straight', async () => {
    server = await startFakeJsonServer((url) =>
      url.pathname.includes('123.8854,10.3157;125.4553,7.1907')
        ? { status: 400, body: { code: 'NoRoute', message: 'Impossible route' } }
        : {
            body: {
              code: 'Ok',
              routes: [
                {
                  distance: 688_400,
                  duration: 36_000,
                  geometry: {
                    type: 'LineString',
                    coordinates: [
                      [120.98, 14.6],
                      [122, 12],
                      [123.89, 10.32],
                    ],
                  },
                },
              ],
            },
          },
    );
    const { logger, warnings } = recordingLogger();
    const legs = await directionsProviderFor(loadConfig({}, { directionsUrl: `${server.url}/` }), logger).legs([
      manila,
      cebu,
      davao,
    ]);
    expect(server.requests).toContain(
      '/route/v1/driving/120.9842,14.5995;123.8854,10.3157?overview=full&geometries=geojson',
    );
    expect(legs[0]).toEqual({
      fromLabel: 'Manila',
      toLabel: 'Cebu',
      distanceKm: 688.4,
      durationMinutes: 600,
      mode: 'driving',
      geometry: [
        [120.98, 14.6],
        [122, 12],
        [123.89, 10.32],
      ],
    });
    expect(legs[1].mode).toBe('straight');
    expect(warnings).toEqual([expect.stringContaining('NoRoute')]);
  });

  it('uses straight legs when DIRECTIONS_URL is not set', () => {
    expect(directionsProviderFor(loadConfig({}), recordingLogger().logger).name).toBe('straight');
  });
});
