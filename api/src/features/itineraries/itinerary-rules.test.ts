import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, startTestApp, USER_ERRORS, userErrorsOf, type TestApp } from '../../../test/harness.js';
import {
  CREATE_ITINERARY,
  createAdmin,
  createItinerary,
  createMember,
  follow,
  itineraryInput,
  php,
  seedItinerary,
  type TestMember,
} from '../../../test/factories.js';

let t: TestApp;
let owner: TestMember;
let raters: TestMember[];

const RATE = `mutation($id: ID!, $rating: Int!) {
  rateItinerary(id: $id, rating: $rating) { itinerary { averageRating ratingCount myRating } ${USER_ERRORS} }
}`;

/** The codes and fields of a mutation's userErrors. */
const refusalsOf = (res: { data?: unknown }, name: string) =>
  userErrorsOf(res, name).map(({ code, field }) => ({ code, field }));

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
      totalBudget: { amount: 1500, currencyCode: 'PHP' },
      isOwner: true,
      averageRating: null,
      ratingCount: 0,
      forkCount: 0,
      owner: { id: owner.id },
    });
    expect(created.stops.map((s) => [s.position, s.name, s.budget])).toEqual([
      [0, 'Manila', { amount: 500, currencyCode: 'PHP' }],
      [1, 'Intramuros', { amount: 200, currencyCode: 'PHP' }],
    ]);
    expect(created.stops[0].types).toEqual(['city', 'capital', 'port', 'historic']);
  });

  it.each([
    ['an empty title', { title: '  ' }, 'title'],
    ['the default title', { title: 'ITINERARY TITLE' }, 'title'],
    ['a title over 30 characters', { title: 'x'.repeat(31) }, 'title'],
    ['an empty description', { description: '' }, 'description'],
    ['empty tips', { tips: '' }, 'tips'],
    ['an unknown currency', { totalBudget: { amount: 1, currencyCode: 'XYZ' } }, 'totalBudget.currencyCode'],
    ['a negative budget', { totalBudget: php(-1) }, 'totalBudget.amount'],
    [
      'a stop without coordinates in range',
      { stops: [{ name: 'Nowhere', latitude: 91, longitude: 0, budget: php(1) }] },
      'stops.0.latitude',
    ],
    [
      'a stop with a negative budget',
      { stops: [{ name: 'Manila', latitude: 14.6, longitude: 121, budget: php(-5) }] },
      'stops.0.budget.amount',
    ],
    [
      'a stop in an unknown currency',
      { stops: [{ name: 'Manila', latitude: 14.6, longitude: 121, budget: { amount: 5, currencyCode: 'QQQ' } }] },
      'stops.0.budget.currencyCode',
    ],
    [
      'a stop without a name',
      { stops: [{ name: '', latitude: 14.6, longitude: 121, budget: php(5) }] },
      'stops.0.name',
    ],
  ])('refuses %s with the spec message as user errors and saves nothing', async (_case, overrides, field) => {
    const member = await createMember(t);
    const res = await t.gql(CREATE_ITINERARY, { input: itineraryInput(overrides) }, { token: member.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createItinerary.itinerary).toBeNull();
    const userErrors = userErrorsOf(res, 'createItinerary');
    expect(userErrors[0]).toEqual({
      field: null,
      message: 'Please fill all fields correctly.',
      code: 'BAD_USER_INPUT',
    });
    expect(userErrors.map((e) => e.field)).toContain(field);
    const mine = await t.gql('{ itineraries(mine: true) { nodes { id } } }', {}, { token: member.token });
    expect(mine.data!.itineraries.nodes).toEqual([]);
  });

  it('refuses guests', async () => {
    expect(errorCode(await t.gql(CREATE_ITINERARY, { input: itineraryInput() }))).toBe('UNAUTHENTICATED');
  });

  it('edits fields with the same rules and masks banned words on display', async () => {
    const { id } = await createItinerary(t, owner.token);
    const bad = await t.gql(
      `mutation($id: ID!) { updateItinerary(id: $id, patch: { title: "" }) { itinerary { title } ${USER_ERRORS} } }`,
      { id },
      { token: owner.token },
    );
    expect(bad.data!.updateItinerary.itinerary).toBeNull();
    expect(refusalsOf(bad, 'updateItinerary')).toContainEqual({ code: 'BAD_USER_INPUT', field: 'title' });
    const badMoney = await t.gql(
      `mutation($id: ID!) { updateItinerary(id: $id, patch: { totalBudget: { amount: -2, currencyCode: "ABC" } }) {
        itinerary { title } ${USER_ERRORS} } }`,
      { id },
      { token: owner.token },
    );
    expect(refusalsOf(badMoney, 'updateItinerary').map((e) => e.field)).toEqual(
      expect.arrayContaining(['totalBudget.amount', 'totalBudget.currencyCode']),
    );
    const ok = await t.gql(
      `mutation($id: ID!) { updateItinerary(id: $id, patch: { description: "Such a shit trip", totalBudget: { amount: 20.5, currencyCode: "usd" } }) {
        itinerary { title description totalBudget { amount currencyCode } } ${USER_ERRORS} } }`,
      { id },
      { token: owner.token },
    );
    expect(ok.data!.updateItinerary).toEqual({
      itinerary: {
        title: 'Old Manila walk',
        description: 'Such a **** trip',
        totalBudget: { amount: 20.5, currencyCode: 'USD' },
      },
      userErrors: [],
    });
  });

  it('moves and deletes stops, keeping positions 0..n-1', async () => {
    const { id, stops } = await createItinerary(t, owner.token, {
      stops: [
        { name: 'A', latitude: 1, longitude: 1, budget: php(1) },
        { name: 'B', latitude: 2, longitude: 2, budget: php(2) },
        { name: 'C', latitude: 3, longitude: 3, budget: php(3) },
      ],
    });
    const moved = await t.gql(
      `mutation($id: ID!) { moveStop(id: $id, position: 0) { itinerary { stops { name position } } ${USER_ERRORS} } }`,
      { id: stops[2].id },
      { token: owner.token },
    );
    expect(moved.data!.moveStop.itinerary.stops).toEqual([
      { name: 'C', position: 0 },
      { name: 'A', position: 1 },
      { name: 'B', position: 2 },
    ]);
    const deleted = await t.gql(
      `mutation($id: ID!) { deleteStop(id: $id) { deletedStopId itinerary { stops { name position } } ${USER_ERRORS} } }`,
      { id: stops[0].id },
      { token: owner.token },
    );
    expect(deleted.data!.deleteStop).toEqual({
      deletedStopId: stops[0].id,
      itinerary: {
        stops: [
          { name: 'C', position: 0 },
          { name: 'B', position: 1 },
        ],
      },
      userErrors: [],
    });
    const deletedAgain = await t.gql(
      `mutation($id: ID!) { deleteStop(id: $id) { deletedStopId ${USER_ERRORS} } }`,
      { id: stops[0].id },
      { token: owner.token },
    );
    expect(deletedAgain.data!.deleteStop.deletedStopId).toBeNull();
    expect(refusalsOf(deletedAgain, 'deleteStop')).toEqual([{ code: 'NOT_FOUND', field: null }]);
    const ADD = `mutation($id: ID!, $stop: StopInput!) {
      addStop(itineraryId: $id, stop: $stop) { stop { name position budget { amount currencyCode } } itinerary { stops { name } } ${USER_ERRORS} }
    }`;
    const added = await t.gql(
      ADD,
      { id, stop: { name: 'D', latitude: 4, longitude: 4, budget: { amount: 4, currencyCode: 'EUR' } } },
      { token: owner.token },
    );
    expect(added.data!.addStop).toEqual({
      stop: { name: 'D', position: 2, budget: { amount: 4, currencyCode: 'EUR' } },
      itinerary: { stops: [{ name: 'C' }, { name: 'B' }, { name: 'D' }] },
      userErrors: [],
    });
    const refused = await t.gql(
      ADD,
      { id, stop: { name: 'E', latitude: 4, longitude: 4, budget: { amount: -4, currencyCode: 'EUR' } } },
      { token: owner.token },
    );
    expect(refused.data!.addStop.stop).toBeNull();
    expect(refusalsOf(refused, 'addStop')).toContainEqual({ code: 'BAD_USER_INPUT', field: 'budget.amount' });
  });

  it('deletes an itinerary, answering its id, and refuses a second delete as a user error', async () => {
    const { id } = await createItinerary(t, owner.token);
    const DELETE = `mutation($id: ID!) { deleteItinerary(id: $id) { deletedItineraryId ${USER_ERRORS} } }`;
    const first = await t.gql(DELETE, { id }, { token: owner.token });
    expect(first.data!.deleteItinerary).toEqual({ deletedItineraryId: id, userErrors: [] });
    const again = await t.gql(DELETE, { id }, { token: owner.token });
    expect(again.data!.deleteItinerary.deletedItineraryId).toBeNull();
    expect(refusalsOf(again, 'deleteItinerary')).toEqual([{ code: 'NOT_FOUND', field: null }]);
  });
});

describe('ratings', () => {
  it('accept 1 to 5 only, replace a second rating and average to one decimal over rated entries', async () => {
    const { id } = await seedItinerary(t, owner.id);
    for (const bad of [0, 6]) {
      const refused = await t.gql(RATE, { id, rating: bad }, { token: raters[0].token });
      expect(refused.data!.rateItinerary.itinerary).toBeNull();
      expect(refusalsOf(refused, 'rateItinerary').map((e) => e.code)).toContain('BAD_USER_INPUT');
    }
    await t.gql(RATE, { id, rating: 5 }, { token: raters[0].token });
    await t.gql(RATE, { id, rating: 4 }, { token: raters[1].token });
    const third = await t.gql(RATE, { id, rating: 4 }, { token: raters[2].token });
    expect(third.data!.rateItinerary.itinerary).toEqual({ averageRating: 4.3, ratingCount: 3, myRating: 4 });
    const replaced = await t.gql(RATE, { id, rating: 1 }, { token: raters[0].token });
    expect(replaced.data!.rateItinerary.itinerary).toEqual({ averageRating: 3, ratingCount: 3, myRating: 1 });
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
    const original = await createItinerary(t, owner.token, { totalBudget: { amount: 30000, currencyCode: 'JPY' } });
    await t.gql(RATE, { id: original.id, rating: 5 }, { token: raters[0].token });
    const res = await t.gql(
      `mutation($id: ID!) { forkItinerary(id: $id) { itinerary { id title totalBudget { amount currencyCode } isOwner ratingCount owner { id } forkedFrom { id title ownerUsername } stops { name position latitude budget { amount currencyCode } } } ${USER_ERRORS} } }`,
      { id: original.id },
      { token: raters[1].token },
    );
    expect(res.errors).toBeUndefined();
    const fork = res.data!.forkItinerary.itinerary;
    expect(fork).toMatchObject({
      title: original.title,
      totalBudget: { amount: 30000, currencyCode: 'JPY' },
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
    await t.gql(
      'mutation($id: ID!) { deleteItinerary(id: $id) { deletedItineraryId } }',
      { id: original.id },
      { token: owner.token },
    );
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
    expect(refusalsOf(await t.gql(RATE, { id, rating: 3 }, { token: stranger.token }), 'rateItinerary')).toEqual([
      { code: 'NOT_FOUND', field: null },
    ]);
    const FORK = `mutation($id: ID!) { forkItinerary(id: $id) { itinerary { id } ${USER_ERRORS} } }`;
    expect(refusalsOf(await t.gql(FORK, { id }, { token: stranger.token }), 'forkItinerary')).toEqual([
      { code: 'NOT_FOUND', field: null },
    ]);
    expect((await t.rest('GET', `/api/viewing-itinerary/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await t.rest('GET', `/api/viewing-itinerary/${id}`, { token: follower.token })).status).toBe(200);
  });
});

describe('node(id:)', () => {
  it('answers an Itinerary and its Stops to whoever may see the itinerary, and null to anyone else', async () => {
    const hidden = await createMember(t, { isPrivate: true });
    const follower = await createMember(t);
    const stranger = await createMember(t);
    await follow(t, follower.id, hidden.id);
    const { id, stopIds } = await seedItinerary(t, hidden.id, { title: 'Node trip' });
    const NODE = `query($id: ID!) { node(id: $id) { __typename id ... on Itinerary { title } ... on Stop { name position } } }`;
    const node = async (nodeId: string, token?: string) => (await t.gql(NODE, { id: nodeId }, { token })).data!.node;
    for (const token of [hidden.token, follower.token]) {
      expect(await node(id, token)).toEqual({ __typename: 'Itinerary', id, title: 'Node trip' });
      expect(await node(stopIds[1], token)).toEqual({
        __typename: 'Stop',
        id: stopIds[1],
        name: 'Intramuros',
        position: 1,
      });
    }
    for (const token of [stranger.token, undefined]) {
      expect(await node(id, token)).toBeNull();
      expect(await node(stopIds[0], token)).toBeNull();
    }
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
        'query($after: String) { itineraries(mine: true, first: 6, after: $after) { edges { node { title } } pageInfo { hasNextPage endCursor } } }',
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
    const mine = await t.gql(
      '{ itineraries(mine: true) { nodes { title owner { username } averageRating } } }',
      {},
      { token: lister.token },
    );
    expect(mine.data!.itineraries.nodes).toHaveLength(8);
    expect(mine.data!.itineraries.nodes[0]).toEqual({
      title: 'Mine 7',
      owner: { username: lister.username },
      averageRating: null,
    });
    expect(errorCode(await t.gql('{ itineraries(mine: true) { edges { cursor } } }'))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql('{ itineraries(first: 0) { edges { cursor } } }'))).toBe('BAD_USER_INPUT');
  });
});
