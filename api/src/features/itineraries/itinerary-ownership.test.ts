import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, startTestApp, USER_ERRORS, userErrorsOf, type TestApp } from '../../../test/harness.js';
import { CEBU, createAdmin, createMember, seedItinerary, type TestMember } from '../../../test/factories.js';

/** Every itinerary and stop operation, for a guest, another member, the owner and an administrator. */
let t: TestApp;
let owner: TestMember;
let other: TestMember;
let admin: TestMember;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createMember(t);
  other = await createMember(t);
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

type Actor = 'guest' | 'other' | 'owner' | 'admin';

/** A mutation's outcome: its top-level error code, else its first userError's code, else 'OK'. */
const outcomeOf = (res: { data?: unknown; errors?: { extensions?: Record<string, unknown> }[] }, name: string) =>
  errorCode(res) ?? userErrorsOf(res, name)[0]?.code ?? 'OK';
const tokenOf = (actor: Actor) =>
  ({ guest: undefined, other: other.token, owner: owner.token, admin: admin.token })[actor];
const actors: Actor[] = ['guest', 'other', 'owner', 'admin'];

const png = () =>
  sharp({ create: { width: 80, height: 40, channels: 3, background: '#aa3311' } })
    .png()
    .toBuffer();

async function coverUpload(token: string | undefined, id: string) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation($id: ID!, $cover: Upload!) { setItineraryCover(id: $id, cover: $cover) { itinerary { coverUrl } ${USER_ERRORS} } }`,
      variables: { id, cover: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.cover'] }));
  form.append('0', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'cover.png');
  const headers: Record<string, string> = {
    'apollo-require-preflight': 'true',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers, body: form });
  return (await res.json()) as { data?: unknown; errors?: { extensions?: Record<string, unknown> }[] };
}

/** Each operation runs on a fresh itinerary of the owner and returns the GraphQL error code (or 'OK'). */
const graphqlOperations: Record<
  string,
  (
    token: string | undefined,
    target: { id: string; stopIds: string[] },
  ) => Promise<{ errors?: { extensions?: Record<string, unknown> }[] }>
> = {
  updateItinerary: (token, { id }) =>
    t.gql(
      `mutation($id: ID!) { updateItinerary(id: $id, patch: { title: "Renamed" }) { itinerary { title } ${USER_ERRORS} } }`,
      { id },
      { token },
    ),
  setItineraryCover: (token, { id }) => coverUpload(token, id),
  deleteItinerary: (token, { id }) =>
    t.gql(`mutation($id: ID!) { deleteItinerary(id: $id) { deletedItineraryId ${USER_ERRORS} } }`, { id }, { token }),
  addStop: (token, { id }) =>
    t.gql(
      `mutation($id: ID!, $stop: StopInput!) { addStop(itineraryId: $id, stop: $stop) { stop { name } ${USER_ERRORS} } }`,
      { id, stop: CEBU },
      { token },
    ),
  updateStop: (token, { stopIds }) =>
    t.gql(
      `mutation($id: ID!, $stop: StopInput!) { updateStop(id: $id, stop: $stop) { stop { name } ${USER_ERRORS} } }`,
      { id: stopIds[0], stop: CEBU },
      { token },
    ),
  deleteStop: (token, { stopIds }) =>
    t.gql(`mutation($id: ID!) { deleteStop(id: $id) { deletedStopId ${USER_ERRORS} } }`, { id: stopIds[0] }, { token }),
  moveStop: (token, { stopIds }) =>
    t.gql(
      `mutation($id: ID!) { moveStop(id: $id, position: 0) { itinerary { stops { id } } ${USER_ERRORS} } }`,
      { id: stopIds[1] },
      { token },
    ),
};

const expectedForEdits: Record<Actor, string> = {
  guest: 'UNAUTHENTICATED',
  other: 'FORBIDDEN',
  owner: 'OK',
  admin: 'OK',
};

describe('GraphQL ownership matrix', () => {
  for (const [name, run] of Object.entries(graphqlOperations)) {
    it(`${name}: only the owner or an admin`, async () => {
      const results: Record<string, string> = {};
      for (const actor of actors) {
        const res = await run(tokenOf(actor), await seedItinerary(t, owner.id));
        results[actor] = outcomeOf(res, name);
      }
      expect(results).toEqual(expectedForEdits);
    });
  }

  it('refused operations change nothing', async () => {
    const target = await seedItinerary(t, owner.id);
    for (const run of Object.values(graphqlOperations)) await run(other.token, target);
    const view = await t.gql(
      'query($id: ID!) { itinerary(id: $id) { title coverUrl stops { id name } } }',
      { id: target.id },
      { token: owner.token },
    );
    expect(view.data!.itinerary).toEqual({
      title: 'Seeded trip',
      coverUrl: null,
      stops: [
        { id: target.stopIds[0], name: 'Manila' },
        { id: target.stopIds[1], name: 'Intramuros' },
      ],
    });
  });

  it('rating: members who are not the owner; forking: any member', async () => {
    const rate: Record<string, string> = {};
    const fork: Record<string, string> = {};
    for (const actor of actors) {
      const { id } = await seedItinerary(t, owner.id);
      rate[actor] = outcomeOf(
        await t.gql(
          `mutation($id: ID!) { rateItinerary(id: $id, rating: 4) { itinerary { ratingCount } ${USER_ERRORS} } }`,
          { id },
          { token: tokenOf(actor) },
        ),
        'rateItinerary',
      );
      fork[actor] = outcomeOf(
        await t.gql(
          `mutation($id: ID!) { forkItinerary(id: $id) { itinerary { id } ${USER_ERRORS} } }`,
          { id },
          { token: tokenOf(actor) },
        ),
        'forkItinerary',
      );
    }
    expect(rate).toEqual({ guest: 'UNAUTHENTICATED', other: 'OK', owner: 'FORBIDDEN', admin: 'OK' });
    expect(fork).toEqual({ guest: 'UNAUTHENTICATED', other: 'OK', owner: 'OK', admin: 'OK' });
  });

  it('unknown and malformed ids are NOT_FOUND user errors for editors, null for readers', async () => {
    expect(
      outcomeOf(
        await t.gql(
          `mutation { updateItinerary(id: "nope", patch: { title: "x" }) { itinerary { id } ${USER_ERRORS} } }`,
          {},
          { token: owner.token },
        ),
        'updateItinerary',
      ),
    ).toBe('NOT_FOUND');
    expect(
      outcomeOf(
        await t.gql(
          `mutation { deleteStop(id: "00000000-0000-4000-8000-000000000000") { deletedStopId ${USER_ERRORS} } }`,
          {},
          { token: owner.token },
        ),
        'deleteStop',
      ),
    ).toBe('NOT_FOUND');
    const res = await t.gql('query { itinerary(id: "nope") { id } }', {}, { token: owner.token });
    expect(res.data!.itinerary).toBeNull();
  });
});

const stopForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};
const cebuForm = { name: 'Cebu City', latitude: '10.3157', longitude: '123.8854', budget: '800', code: 'PHP' };

const restOperations: Record<
  string,
  (token: string | undefined, target: { id: string; stopIds: string[] }) => Promise<{ status: number }>
> = {
  'PUT /update/{id}/itinerary': (token, { id }) =>
    t.rest('PUT', `/api/update/${id}/itinerary`, { token, body: { main_title: 'Renamed' } }),
  'POST /create-itinerary with itinerary_id': (token, { id }) =>
    t.rest('POST', '/api/create-itinerary', { token, body: stopForm({ ...cebuForm, itinerary_id: id }) }),
  'PUT /itinerary-stop/{id}': (token, { stopIds }) =>
    t.rest('PUT', `/api/itinerary-stop/${stopIds[0]}`, { token, body: stopForm(cebuForm) }),
  'DELETE /delete-itinerary/{stop}/{itinerary}': (token, { id, stopIds }) =>
    t.rest('DELETE', `/api/delete-itinerary/${stopIds[0]}/${id}`, { token }),
  'DELETE /saved-itinerary/{id}': (token, { id }) => t.rest('DELETE', `/api/saved-itinerary/${id}`, { token }),
  'PUT /update-save-itinerary/{stop}/saved-itinerary/{id}/': async (token, { id }) => {
    // the actor's own unsaved stop, added to the owner's itinerary
    const draft = token
      ? await t.rest('POST', '/api/create-itinerary', { token, body: stopForm(cebuForm) })
      : { body: { id: '00000000-0000-4000-8000-000000000000' } };
    return t.rest('PUT', `/api/update-save-itinerary/${draft.body.id}/saved-itinerary/${id}/`, { token });
  },
};

const success = (status: number) => (status >= 200 && status < 300 ? 'ok' : status);

describe('REST ownership matrix', () => {
  for (const [name, run] of Object.entries(restOperations)) {
    it(`${name}: only the owner or an admin`, async () => {
      const statuses: Record<string, number | 'ok'> = {};
      for (const actor of actors)
        statuses[actor] = success((await run(tokenOf(actor), await seedItinerary(t, owner.id))).status);
      expect(statuses).toEqual({ guest: 401, other: 403, owner: 'ok', admin: 'ok' });
    });
  }

  it('PUT /ratings/: members who are not the owner, as themselves whatever user_id says', async () => {
    const statuses: Record<string, number> = {};
    for (const actor of actors) {
      const { id } = await seedItinerary(t, owner.id);
      statuses[actor] = (
        await t.rest('PUT', '/api/ratings/', {
          token: tokenOf(actor),
          body: { user_id: owner.id, itinerary_id: id, rating: 5 },
        })
      ).status;
    }
    expect(statuses).toEqual({ guest: 401, other: 200, owner: 403, admin: 200 });
  });
});
