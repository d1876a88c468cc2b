import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createMember, php, seedItinerary, type TestMember } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import { User } from '../accounts/user.entity.js';
import { ItineraryRating } from './itinerary-rating.entity.js';

/** Suggestions within 3 km of a stop: other members' stops (most rated first, visibility applied), then towns. */
let t: TestApp;
let owner: TestMember;
let viewer: TestMember;

const NEARBY = graphql(`
  query NearbySuggestions($id: ID!, $r: Int) {
    itinerary(id: $id) {
      nearbySuggestions(radiusMeters: $r) {
        name
        source
        distanceMeters
        itineraryId
        averageRating
        types
      }
    }
  }
`);
// Rizal Park, Manila; points placed by metres north of it (1 degree of latitude is about 111.2 km)
const PARK = { latitude: 14.5831, longitude: 120.9794 };
const north = (metres: number) => PARK.latitude + metres / 111_195;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createMember(t);
  viewer = await createMember(t);
});
afterAll(async () => {
  await t?.close();
});

describe('nearby suggestions', () => {
  it('lists other members’ stops within 3 km, most rated first, then towns; hides private ones', async () => {
    const other = await createMember(t);
    const hidden = await createMember(t, { isPrivate: true });
    const { id } = await seedItinerary(t, owner.id, { stops: [{ name: 'Rizal Park', ...PARK, budget: php(0) }] });
    const near = await seedItinerary(t, other.id, {
      stops: [{ name: 'Near and unrated', latitude: north(1000), longitude: PARK.longitude, budget: php(1) }],
    });
    const rated = await seedItinerary(t, other.id, {
      stops: [{ name: 'Farther but rated', latitude: north(2900), longitude: PARK.longitude, budget: php(1) }],
    });
    await seedItinerary(t, other.id, {
      stops: [{ name: 'Too far', latitude: north(3200), longitude: PARK.longitude, budget: php(1) }],
    });
    await seedItinerary(t, hidden.id, {
      stops: [{ name: 'Private spot', latitude: north(500), longitude: PARK.longitude, budget: php(1) }],
    });
    await seedItinerary(t, owner.id, {
      stops: [{ name: 'Owner’s other stop', latitude: north(300), longitude: PARK.longitude, budget: php(1) }],
    });
    const em = t.orm.em.fork();
    em.create(ItineraryRating, { itinerary: rated.id, user: em.getReference(User, viewer.id), rating: 4 });
    await em.flush();

    const res = await t.gql(NEARBY, { id }, { token: viewer.token });
    expect(res.errors).toBeUndefined();
    const suggestions = res.data!.itinerary!.nearbySuggestions;
    const members = suggestions.filter((s) => s.source === 'MEMBER_STOP');
    expect(members.map((s) => s.name)).toEqual(['Farther but rated', 'Near and unrated']);
    expect(members[0]).toMatchObject({ itineraryId: rated.id, averageRating: 4 });
    expect(members[0].distanceMeters).toBeGreaterThan(2850);
    expect(members[0].distanceMeters).toBeLessThanOrEqual(3000);
    expect(members[1].itineraryId).toBe(near.id);
    const firstTown = suggestions.findIndex((s) => s.source === 'TOWN');
    expect(firstTown).toBeGreaterThanOrEqual(members.length); // towns come after members' stops
    const towns = suggestions.slice(firstTown);
    expect(towns.length).toBeGreaterThan(0);
    for (const town of towns) {
      expect(town.source).toBe('TOWN');
      expect(town.distanceMeters).toBeLessThanOrEqual(3000);
    }

    const narrow = await t.gql(NEARBY, { id, r: 1500 }, { token: viewer.token });
    expect(
      narrow.data!.itinerary!.nearbySuggestions.filter((s) => s.source === 'MEMBER_STOP').map((s) => s.name),
    ).toEqual(['Near and unrated']);
    for (const r of [0, 3001])
      expect((await t.gql(NEARBY, { id, r }, { token: viewer.token })).errors![0].extensions!.code).toBe(
        'BAD_USER_INPUT',
      );
  });
});
