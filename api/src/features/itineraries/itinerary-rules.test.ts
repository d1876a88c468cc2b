import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.js';
import {
  CREATE_ITINERARY,
  createAdmin,
  createItinerary,
  createMember,
  follow,
  itineraryInput,
  seedItinerary,
  type TestMember,
} from '../../../test/factories.js';

let t: TestApp;
let owner: TestMember;
let raters: TestMember[];

const RATE =
  'mutation($id: ID!, $rating: Int!) { rateItinerary(id: $id, rating: $rating) { averageRating ratingCount myRating } }';

beforeAll(async () => {
  t = await startTestApp();
  owner = await createMember(t);
  raters = [await createMember(t), await createMember(t), await createMember(t)];
});
afterAll(async () => {
  await t?.close();
});

describe('creating', () => {
  it('saves text, budget, currency and ordered stops for the signed-in member', async () => {
    const created = await createItinerary(t, owner.token);
    expect(created).toMatchObject({
      title: 'Old Manila walk',
      currency: 'PHP',
      totalBudget: 1500,
      isOwner: true,
      averageRating: null,
      ratingCount: 0,
      forkCount: 0,
      owner: { id: owner.id },
    });
    expect(created.stops.map((s) => [s.position, s.name, s.currency])).toEqual([
      [0, 'Manila', 'PHP'],
      [1, 'Intramuros', 'PHP'],
    ]);
    expect(created.stops[0].types).toEqual(['city', 'capital', 'port', 'historic']);
  });

  it.each([
    ['an empty title', { title: '  ' }, 'title'],
    ['the default title', { title: 'ITINERARY TITLE' }, 'title'],
    ['a title over 30 characters', { title: 'x'.repeat(31) }, 'title'],
    ['an empty description', { description: '' }, 'description'],
    ['empty tips', { tips: '' }, 'tips'],
    ['an unknown currency', { currency: 'XYZ' }, 'currency'],
    ['a negative budget', { totalBudget: -1 }, 'totalBudget'],
    [
      'a stop without coordinates in range',
      { stops: [{ name: 'Nowhere', latitude: 91, longitude: 0, budget: 1 }] },
      'stops.0.latitude',
    ],
    [
      'a stop with a negative budget',
      { stops: [{ name: 'Manila', latitude: 14.6, longitude: 121, budget: -5 }] },
      'stops.0.budget',
    ],
    ['a stop without a name', { stops: [{ name: '', latitude: 14.6, longitude: 121, budget: 5 }] }, 'stops.0.name'],
  ])('refuses %s with the spec message and saves nothing', async (_case, overrides, field) => {
    const member = await createMember(t);
    const res = await t.gql(CREATE_ITINERARY, { input: itineraryInput(overrides) }, { token: member.token });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toBe('Please fill all fields correctly.');
    expect(res.errors![0].extensions!.fieldErrors.map((e: { field: string }) => e.field)).toContain(field);
    const mine = await t.gql('{ myItineraries { id } }', {}, { token: member.token });
    expect(mine.data!.myItineraries).toEqual([]);
  });

  it('refuses guests', async () => {
    expect(errorCode(await t.gql(CREATE_ITINERARY, { input: itineraryInput() }))).toBe('UNAUTHENTICATED');
  });

  it('edits fields with the same rules and masks banned words on display', async () => {
    const { id } = await createItinerary(t, owner.token);
    const bad = await t.gql(
      'mutation($id: ID!) { updateItinerary(id: $id, patch: { title: "" }) { title } }',
      { id },
      { token: owner.token },
    );
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    const ok = await t.gql(
      'mutation($id: ID!) { updateItinerary(id: $id, patch: { description: "Such a shit trip", currency: "usd", totalBudget: 20.5 }) { title description currency totalBudget } }',
      { id },
      { token: owner.token },
    );
    expect(ok.data!.updateItinerary).toEqual({
      title: 'Old Manila walk',
      description: 'Such a **** trip',
      currency: 'USD',
      totalBudget: 20.5,
    });
  });

  it('moves and deletes stops, keeping positions 0..n-1', async () => {
    const { id, stops } = await createItinerary(t, owner.token, {
      stops: [
        { name: 'A', latitude: 1, longitude: 1, budget: 1 },
        { name: 'B', latitude: 2, longitude: 2, budget: 2 },
        { name: 'C', latitude: 3, longitude: 3, budget: 3 },
      ],
    });
    const moved = await t.gql(
      'mutation($id: ID!) { moveStop(id: $id, position: 0) { stops { name position } } }',
      { id: stops[2].id },
      { token: owner.token },
    );
    expect(moved.data!.moveStop.stops).toEqual([
      { name: 'C', position: 0 },
      { name: 'A', position: 1 },
      { name: 'B', position: 2 },
    ]);
    const deleted = await t.gql(
      'mutation($id: ID!) { deleteStop(id: $id) { stops { name position } } }',
      { id: stops[0].id },
      { token: owner.token },
    );
    expect(deleted.data!.deleteStop.stops).toEqual([
      { name: 'C', position: 0 },
      { name: 'B', position: 1 },
    ]);
    const added = await t.gql(
      'mutation($id: ID!) { addStop(itineraryId: $id, stop: { name: "D", latitude: 4, longitude: 4, budget: 4, currency: "EUR" }) { stops { name position currency } } }',
      { id },
      { token: owner.token },
    );
    expect(added.data!.addStop.stops.at(-1)).toEqual({ name: 'D', position: 2, currency: 'EUR' });
  });
});

describe('ratings', () => {
  it('accept 1 to 5 only, replace a second rating and average to one decimal over rated entries', async () => {
    const { id } = await seedItinerary(t, owner.id);
    for (const bad of [0, 6])
      expect(errorCode(await t.gql(RATE, { id, rating: bad }, { token: raters[0].token }))).toBe('BAD_USER_INPUT');
    await t.gql(RATE, { id, rating: 5 }, { token: raters[0].token });
    await t.gql(RATE, { id, rating: 4 }, { token: raters[1].token });
    const third = await t.gql(RATE, { id, rating: 4 }, { token: raters[2].token });
    expect(third.data!.rateItinerary).toEqual({ averageRating: 4.3, ratingCount: 3, myRating: 4 });
    const replaced = await t.gql(RATE, { id, rating: 1 }, { token: raters[0].token });
    expect(replaced.data!.rateItinerary).toEqual({ averageRating: 3, ratingCount: 3, myRating: 1 });
    const seenByOwner = await t.gql(
      'query($id: ID!) { itinerary(id: $id) { averageRating ratingCount myRating } }',
      { id },
      { token: owner.token },
    );
    expect(seenByOwner.data!.itinerary).toEqual({ averageRating: 3, ratingCount: 3, myRating: null });
  });

  it('are refused to the owner', async () => {
    const { id } = await seedItinerary(t, owner.id);
    const res = await t.gql(RATE, { id, rating: 5 }, { token: owner.token });
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(res.errors![0].message).toBe('You cannot rate your own itinerary.');
  });
});

describe('forking', () => {
  it('copies text, budget and stops (not ratings) to the forker, credited to the original', async () => {
    const original = await createItinerary(t, owner.token, { currency: 'JPY', totalBudget: 30000 });
    await t.gql(RATE, { id: original.id, rating: 5 }, { token: raters[0].token });
    const res = await t.gql(
      `mutation($id: ID!) { forkItinerary(id: $id) { id title currency totalBudget isOwner ratingCount owner { id } forkedFrom { id title ownerUsername } stops { name position latitude budget } } }`,
      { id: original.id },
      { token: raters[1].token },
    );
    expect(res.errors).toBeUndefined();
    const fork = res.data!.forkItinerary;
    expect(fork).toMatchObject({
      title: original.title,
      currency: 'JPY',
      totalBudget: 30000,
      isOwner: true,
      ratingCount: 0,
      owner: { id: raters[1].id },
      forkedFrom: { id: original.id, title: original.title, ownerUsername: owner.username },
    });
    expect(fork.stops).toEqual(
      original.stops.map((s) => ({ name: s.name, position: s.position, latitude: s.latitude, budget: s.budget })),
    );
    const after = await t.gql(
      'query($id: ID!) { itinerary(id: $id) { forkCount } }',
      { id: original.id },
      { token: raters[2].token },
    );
    expect(after.data!.itinerary.forkCount).toBe(1);
    // the fork survives the original, without the credit
    await t.gql('mutation($id: ID!) { deleteItinerary(id: $id) }', { id: original.id }, { token: owner.token });
    const orphan = await t.gql(
      'query($id: ID!) { itinerary(id: $id) { forkedFrom { id } stops { id } } }',
      { id: fork.id },
      { token: raters[1].token },
    );
    expect(orphan.data!.itinerary).toEqual({
      forkedFrom: null,
      stops: expect.arrayContaining([expect.objectContaining({ id: expect.any(String) })]),
    });
  });
});

describe('privacy', () => {
  it("hides a private member's itineraries from guests and non-followers, everywhere", async () => {
    const hidden = await createMember(t, { isPrivate: true });
    const follower = await createMember(t);
    const stranger = await createMember(t);
    const admin = await createAdmin(t);
    await follow(t, follower.id, hidden.id);
    const { id } = await seedItinerary(t, hidden.id, { title: 'Secret trip' });
    const view = (token?: string) => t.gql('query($id: ID!) { itinerary(id: $id) { id } }', { id }, { token });
    expect((await view()).data!.itinerary).toBeNull();
    expect((await view(stranger.token)).data!.itinerary).toBeNull();
    expect((await view(follower.token)).data!.itinerary).toEqual({ id });
    expect((await view(admin.token)).data!.itinerary).toEqual({ id });
    expect((await view(hidden.token)).data!.itinerary).toEqual({ id });
    const list = async (token?: string) =>
      (await t.gql('{ itineraries(first: 50) { edges { node { id } } } }', {}, { token })).data!.itineraries.edges.map(
        (e: { node: { id: string } }) => e.node.id,
      );
    expect(await list(stranger.token)).not.toContain(id);
    expect(await list()).not.toContain(id);
    expect(await list(follower.token)).toContain(id);
    expect(errorCode(await t.gql(RATE, { id, rating: 3 }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect(
      errorCode(await t.gql('mutation($id: ID!) { forkItinerary(id: $id) { id } }', { id }, { token: stranger.token })),
    ).toBe('NOT_FOUND');
    expect((await t.rest('GET', `/api/viewing-itinerary/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await t.rest('GET', `/api/viewing-itinerary/${id}`, { token: follower.token })).status).toBe(200);
  });
});

describe('listing', () => {
  it('pages newest first without duplicates, and `mine` keeps the viewer’s own', async () => {
    const lister = await createMember(t);
    const base = Date.now() + 60_000;
    for (let i = 0; i < 8; i++)
      await seedItinerary(t, lister.id, { title: `Mine ${i}`, createdAt: new Date(base + i * 1000) });
    const page = (after?: string) =>
      t.gql(
        'query($after: String) { itineraries(mine: true, after: $after) { edges { node { title } } pageInfo { hasNextPage endCursor } } }',
        { after },
        { token: lister.token },
      );
    const first = (await page()).data!.itineraries;
    expect(first.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual([
      'Mine 7',
      'Mine 6',
      'Mine 5',
      'Mine 4',
      'Mine 3',
      'Mine 2',
    ]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await page(first.pageInfo.endCursor)).data!.itineraries;
    expect(second.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(['Mine 1', 'Mine 0']);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const mine = await t.gql('{ myItineraries { title ownerUsername averageRating } }', {}, { token: lister.token });
    expect(mine.data!.myItineraries).toHaveLength(8);
    expect(mine.data!.myItineraries[0]).toEqual({
      title: 'Mine 7',
      ownerUsername: lister.username,
      averageRating: null,
    });
    expect(errorCode(await t.gql('{ itineraries(mine: true) { edges { cursor } } }'))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql('{ itineraries(first: 0) { edges { cursor } } }'))).toBe('BAD_USER_INPUT');
  });
});
