import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { placeProviderFor } from './place-provider.js';
import { createRemotePlaceProvider } from './remote-place-provider.js';
import { recordingLogger, startFakeJsonServer, type FakeJsonServer } from './testing-json-server.js';

const photonAnswer = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [123.8907, 10.3181] },
      properties: {
        osm_id: 123,
        osm_type: 'R',
        name: 'Cebu City',
        state: 'Central Visayas',
        country: 'Philippines',
        countrycode: 'PH',
        osm_key: 'place',
        osm_value: 'city',
        type: 'city',
        extra: { population: '922611' },
      },
    },
    { type: 'Feature', geometry: null, properties: { osm_id: 9, osm_type: 'N', name: 'Nowhere', countrycode: 'PH' } },
  ],
};
const nominatimAnswer = [
  {
    place_id: 55,
    osm_type: 'relation',
    osm_id: 2988507,
    lat: '48.8588897',
    lon: '2.3200410',
    name: 'Paris',
    display_name: 'Paris, Île-de-France, France',
    category: 'boundary',
    type: 'administrative',
    address: { city: 'Paris', state: 'Île-de-France', country: 'France', country_code: 'fr' },
  },
  { place_id: 56, lat: '', lon: '', name: 'Broken' },
];

let server: FakeJsonServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('remote places provider (PLACES_URL)', () => {
  it('maps Photon features and skips one without coordinates with a log entry', async () => {
    server = await startFakeJsonServer(() => ({ body: photonAnswer }));
    const { logger, warnings } = recordingLogger();
    const places = await createRemotePlaceProvider(server.url, logger).search('cebu', 5);
    expect(server.requests[0]).toBe('/api?q=cebu&limit=5');
    expect(places).toEqual([
      {
        id: 'osm:R123',
        name: 'Cebu City',
        country: 'Philippines',
        countryCode: 'PH',
        admin: 'Central Visayas',
        label: 'Cebu City, Central Visayas, Philippines',
        latitude: 10.3181,
        longitude: 123.8907,
        population: 922611,
        types: ['city', 'place'],
      },
    ]);
    expect(warnings).toEqual([expect.stringContaining('Nowhere')]);
  });

  it('maps Nominatim answers from a Nominatim address, search and reverse', async () => {
    server = await startFakeJsonServer((url) => ({
      body: url.pathname.endsWith('/reverse') ? nominatimAnswer[0] : nominatimAnswer,
    }));
    const { logger, warnings } = recordingLogger();
    const provider = createRemotePlaceProvider(`${server.url}/nominatim/`, logger);
    const [paris] = await provider.search('paris', 3);
    expect(server.requests[0]).toBe('/nominatim/search?q=paris&format=jsonv2&addressdetails=1&limit=3');
    expect(paris).toMatchObject({
      id: 'osm:R2988507',
      name: 'Paris',
      countryCode: 'FR',
      country: 'France',
      admin: 'Île-de-France',
      latitude: 48.8588897,
      longitude: 2.320041,
      population: 0,
      types: ['administrative', 'boundary'],
    });
    expect(warnings).toHaveLength(1);
    const reversed = await provider.reverse(48.85, 2.32);
    expect(server.requests[1]).toBe('/nominatim/reverse?lat=48.85&lon=2.32&format=jsonv2&addressdetails=1');
    expect(reversed?.name).toBe('Paris');
  });

  it('falls back to the offline gazetteer when the service fails', async () => {
    server = await startFakeJsonServer(() => ({ status: 503, body: { error: 'down' } }));
    const { logger, warnings } = recordingLogger();
    const provider = placeProviderFor(loadConfig({}, { placesUrl: server.url }), logger);
    const [manila] = await provider.search('Manila', 1);
    expect(manila.label).toBe('Manila, NCR, Philippines');
    expect(warnings[0]).toMatch(/offline gazetteer/);
  });

  it('uses the gazetteer when PLACES_URL is not set', () => {
    expect(placeProviderFor(loadConfig({}), recordingLogger().logger).name).toBe('gazetteer');
  });
});
