import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { graphql } from '../../../test/gql/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const SEARCH = graphql(`
  query PlaceSearch($text: String!, $limit: Int, $region: Boolean) {
    placeSearch(text: $text, limit: $limit, region: $region) {
      id
      name
      country
      countryCode
      admin
      label
      latitude
      longitude
      population
      types
    }
  }
`);

const NEARBY_TOWNS = graphql(`
  query NearbyTowns {
    nearbyTowns(latitude: 14.5995, longitude: 120.9842) {
      name
    }
    far: nearbyTowns(latitude: 14.5995, longitude: 120.9842, radiusMeters: 20000, limit: 20) {
      name
    }
  }
`);

describe('places over GraphQL', () => {
  it('autocompletes for anyone: Manila, Philippines and Paris, France first', async () => {
    const manila = await t.gql(SEARCH, { text: 'Manila' });
    expect(manila.errors).toBeUndefined();
    expect(manila.data!.placeSearch[0]).toMatchObject({
      name: 'Manila',
      country: 'Philippines',
      countryCode: 'PH',
      label: 'Manila, NCR, Philippines',
    });
    expect(manila.data!.placeSearch.length).toBeLessThanOrEqual(8);
    const paris = await t.gql(SEARCH, { text: 'paris', limit: 3 });
    expect(paris.data!.placeSearch.map((place) => place.label)).toEqual([
      'Paris, France',
      'Paris, TX, United States',
      'Paris, Canada',
    ]);
    expect((await t.gql(SEARCH, { text: '' })).data!.placeSearch).toEqual([]);
  });

  it('finds countries in region mode', async () => {
    const result = await t.gql(SEARCH, { text: 'phil', region: true });
    expect(result.data!.placeSearch[0]).toMatchObject({ id: 'country:PH', name: 'Philippines', types: ['country'] });
  });

  it('refuses a bad limit or position with a 4xx-style error', async () => {
    const badLimit = await t.gql(SEARCH, { text: 'a', limit: 500 });
    expect(badLimit.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const badPosition = await t.gql(`{ reverseGeocode(latitude: 95, longitude: 0) { id } }`, {});
    expect(badPosition.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reverse-geocodes to the nearest place', async () => {
    const result = await t.gql(
      `{ reverseGeocode(latitude: 10.3157, longitude: 123.8854) { name country } sea: reverseGeocode(latitude: 0, longitude: -30) { name } }`,
      {},
    );
    expect(result.data!.reverseGeocode).toMatchObject({ country: 'Philippines' });
    expect(result.data!.sea).toBeNull();
  });

  it('lists nearby towns within 3 km by default', async () => {
    const result = await t.gql(NEARBY_TOWNS, {});
    const near = result.data!.nearbyTowns.map((place) => place.name);
    expect(near).toContain('Manila');
    expect(near).not.toContain('Quezon City');
    expect(result.data!.far.map((place) => place.name)).toContain('Quezon City');
  });

  it('gives straight legs between consecutive points', async () => {
    const result = await t.gql(
      `query($points: [LatLngInput!]!) { directions(points: $points) { fromLabel toLabel distanceKm durationMinutes mode geometry } }`,
      {
        points: [
          { latitude: 14.5995, longitude: 120.9842, label: 'Manila' },
          { latitude: 10.3157, longitude: 123.8854, label: 'Cebu' },
        ],
      },
    );
    expect(result.errors).toBeUndefined();
    const [leg] = result.data!.directions;
    expect(leg).toMatchObject({ fromLabel: 'Manila', toLabel: 'Cebu', mode: 'STRAIGHT' });
    expect(leg.distanceKm).toBeGreaterThan(560);
    expect(leg.distanceKm).toBeLessThan(580);
    expect(leg.geometry[0]).toEqual([120.9842, 14.5995]);
  });

  it('says where places come from', async () => {
    const result = await t.gql(`{ placesInfo { attribution placesSource directionsSource } mapStyleUrl }`, {});
    expect(result.data!.placesInfo).toEqual({
      attribution: expect.stringContaining('GeoNames (CC BY 4.0)'),
      placesSource: 'GAZETTEER',
      directionsSource: 'STRAIGHT',
    });
    expect(result.data!.mapStyleUrl).toBe('/map/style.json');
  });
});

describe('places over REST (additions)', () => {
  it('GET /api/places/search?q= answers results with the attribution', async () => {
    const res = await t.rest('GET', '/api/places/search?q=sao%20paulo&limit=2');
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(2);
    expect(res.body.results[0]).toMatchObject({ name: 'São Paulo', country: 'Brazil' });
    expect(res.body.attribution).toContain('GeoNames');
    const region = await t.rest('GET', '/api/places/search?q=fra&region=1');
    expect(region.body.results[0].name).toBe('France');
  });

  it('answers reverse, nearby and directions, and 400 on bad input', async () => {
    expect((await t.rest('GET', '/api/places/reverse?lat=48.8584&lng=2.2945')).body.result.countryCode).toBe('FR');
    expect((await t.rest('GET', '/api/places/reverse?lat=abc&lng=2')).status).toBe(400);
    const nearby = await t.rest<{ results: { distanceMeters: number }[] }>(
      'GET',
      '/api/places/nearby?lat=14.5995&lng=120.9842',
    );
    expect(nearby.body.results.every((place) => place.distanceMeters <= 3000)).toBe(true);
    expect((await t.rest('GET', '/api/places/nearby?lat=14.5&lng=120.9&radius=-5')).status).toBe(400);
    expect((await t.rest('GET', '/api/places/search?q=a&limit=0')).status).toBe(400);
    const legs = await t.rest('POST', '/api/directions', {
      body: {
        points: [
          { latitude: 14.5995, longitude: 120.9842 },
          { latitude: 10.3157, longitude: 123.8854 },
        ],
      },
    });
    expect(legs.body.legs[0].mode).toBe('straight');
    expect(
      (await t.rest('POST', '/api/directions', { body: { points: [{ latitude: 'x', longitude: 1 }] } })).status,
    ).toBe(400);
  });
});
