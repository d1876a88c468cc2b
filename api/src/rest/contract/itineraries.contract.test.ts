/**
 * Contract section 10 (itineraries, stops, ratings): the create and view screens' calls as the original client
 * sends them (stop forms as JSON with string values, no name, `code` empty or "[object Object]"), every key it
 * reads checked on a seeded community.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { CEBU, multipartForm, restOk, seedCommunity, type Community } from '../../../test/factories.js';
import { expectShape, listedItinerary, savedItinerary, stop, viewedItinerary } from '../../../test/rest-contract.js';

let t: TestApp;
let c: Community;

beforeAll(async () => {
  t = await startTestApp();
  c = await seedCommunity(t);
});
afterAll(async () => {
  await t?.close();
});

/** The create screen's stop form: the client's form sent as JSON, every value a string, no place name. */
/** Cebu as the original client's forms carry it: the budget a plain number (the code apart). */
const CEBU_FORM = { ...CEBU, budget: CEBU.budget.amount };

const stopForm = (place: { latitude: number; longitude: number; budget: number }, code = '') => ({
  longitude: String(place.longitude),
  latitude: String(place.latitude),
  budget: String(place.budget),
  code,
});

describe('POST /api/create-itinerary and GET /api/itinerary', () => {
  it('creates unsaved stops without a name (named after the nearest place) and lists them without photos', async () => {
    const res = await t.rest('POST', '/api/create-itinerary', { token: c.bob.token, body: stopForm(CEBU_FORM) });
    expect(res.status).toBe(201);
    const created = expectShape(stop, res.body);
    expect(created.name).toMatch(/Cebu/);
    expect(created.code).toBe('PHP');
    // the view screen appends an object as `code` and a chosen file becomes {}
    const odd = await t.rest('POST', '/api/create-itinerary', {
      token: c.bob.token,
      body: { ...stopForm({ latitude: 0.5, longitude: -160.25, budget: 5 }, '[object Object]'), image: {} },
    });
    expect(odd.status).toBe(201);
    expect(odd.body.name).toBe('0.50000, -160.25000');
    const list = await t.rest('GET', '/api/itinerary', { token: c.bob.token });
    expect(list.status).toBe(200);
    const stops = expectShape(z.array(stop), list.body);
    expect(stops.map((s) => s.id)).toEqual([created.id, odd.body.id]);
  });

  it('refuses coordinates that are not numbers with a 400, never a 500', async () => {
    const res = await t.rest('POST', '/api/create-itinerary', {
      token: c.bob.token,
      body: { latitude: 'abc', longitude: '1e400', budget: '-1', code: '' },
    });
    expect(res.status).toBe(400);
  });
});

describe('PUT /api/itinerary-stop/{stopId}', () => {
  it('keeps the stored value of every key left out; an unknown code leaves the currency', async () => {
    const created = await restOk(t, 'POST', '/api/create-itinerary', {
      token: c.bob.token,
      body: { ...stopForm(CEBU_FORM, 'JPY'), name: "Magellan's Cross" },
    });
    const res = await t.rest('PUT', `/api/itinerary-stop/${created.id}`, {
      token: c.bob.token,
      body: { budget: '950', code: '[object Object]', image: {} },
    });
    expect(res.status).toBe(200);
    expect(expectShape(stop, res.body)).toMatchObject({
      name: "Magellan's Cross",
      latitude: CEBU.latitude,
      budget: 950,
      code: 'JPY',
    });
    const notMine = await t.rest('PUT', `/api/itinerary-stop/${created.id}`, {
      token: c.alice.token,
      body: { budget: '1' },
    });
    expect(notMine.status).toBe(404);
  });
});

describe('POST /api/save-itinerary', () => {
  it('saves the comma-joined stop ids of the multipart form, currency "" defaulted', async () => {
    const ids = [];
    for (const place of [CEBU_FORM, { latitude: 10.29, longitude: 123.9, budget: 300 }])
      ids.push((await restOk(t, 'POST', '/api/create-itinerary', { token: c.carol.token, body: stopForm(place) })).id);
    const res = await t.rest('POST', '/api/save-itinerary', {
      token: c.carol.token,
      body: multipartForm({
        main_title: 'Cebu in a day',
        main_description: 'Churches and lechon.',
        gen_tips: 'Start early.',
        total_budget: '1100',
        currency: '',
        itineraries: ids.join(','),
      }),
    });
    expect(res.status).toBe(201);
    expect(expectShape(savedItinerary, res.body).currency).toBe('PHP');
    expect(res.body.itineraries).toBe(ids.join(','));
    expect(await restOk(t, 'GET', '/api/itinerary', { token: c.carol.token })).toEqual([]);
  });

  it('keeps every stop of a repeated `itineraries` field (regression: only the last was kept), url-encoded and multipart', async () => {
    for (const encoding of ['urlencoded', 'multipart'] as const) {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++)
        ids.push(
          (
            await restOk(t, 'POST', '/api/create-itinerary', {
              token: c.carol.token,
              body: stopForm({ latitude: 14 + i / 10, longitude: 121, budget: 10 }),
            })
          ).id,
        );
      const fields = {
        main_title: `Three stops ${encoding}`,
        main_description: 'Repeated keys.',
        gen_tips: 'None.',
        total_budget: '30',
        currency: 'PHP',
      };
      const res =
        encoding === 'multipart'
          ? await t.rest('POST', '/api/save-itinerary', {
              token: c.carol.token,
              body: multipartForm({ ...fields, itineraries: ids }),
            })
          : await t.rest('POST', '/api/save-itinerary', {
              token: c.carol.token,
              body: new URLSearchParams([
                ...Object.entries(fields),
                ...ids.map((id): [string, string] => ['itineraries', id]),
              ]).toString(),
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            });
      expect(res.status).toBe(201);
      expect(res.body.itineraries).toBe(ids.join(','));
    }
  });
});

describe('PUT /api/update-save-itinerary/{stopId}/saved-itinerary/{itineraryId}/', () => {
  it('appends an unsaved stop, ignoring the body that carries the token', async () => {
    const draft = await restOk(t, 'POST', '/api/create-itinerary', { token: c.alice.token, body: stopForm(CEBU_FORM) });
    const res = await t.rest('PUT', `/api/update-save-itinerary/${draft.id}/saved-itinerary/${c.itinerary.id}/`, {
      token: c.alice.token,
      body: { headers: { Authorization: `Token ${c.alice.token}` } },
    });
    expect(res.status).toBe(200);
    expect(expectShape(savedItinerary, res.body).id).toBe(c.itinerary.id);
    expect(res.body.itineraries.split(',')).toEqual([...c.itinerary.stopIds, draft.id]);
    // the rule lives in the service: a stop already in an itinerary is refused
    const again = await t.rest('PUT', `/api/update-save-itinerary/${draft.id}/saved-itinerary/${c.itinerary.id}/`, {
      token: c.alice.token,
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('This stop is already in an itinerary.');
  });
});

describe('PUT /api/update/{itineraryId}/itinerary', () => {
  it('updates the one key sent; the owner only', async () => {
    const res = await t.rest('PUT', `/api/update/${c.itinerary.id}/itinerary`, {
      token: c.alice.token,
      body: { gen_tips: 'Bring water and a hat.' },
    });
    expect(res.status).toBe(200);
    expect(expectShape(savedItinerary, res.body)).toMatchObject({
      gen_tips: 'Bring water and a hat.',
      main_title: 'Old Manila walk',
    });
    const notOwner = await t.rest('PUT', `/api/update/${c.itinerary.id}/itinerary`, {
      token: c.bob.token,
      body: { gen_tips: 'x' },
    });
    expect(notOwner.status).toBeGreaterThanOrEqual(400);
  });
});

describe('GET /api/saved-itinerary?page=<n>&page_size=6', () => {
  it('answers pages oldest first with user.username, the owner photo and every rating, then 404 past the last page', async () => {
    const res = await t.rest('GET', '/api/saved-itinerary?page=1&page_size=6', { token: c.bob.token });
    expect(res.status).toBe(200);
    const body = expectShape(z.object({ next: z.string().nullable(), results: z.array(listedItinerary) }), res.body);
    const alices = body.results.find((i) => i.id === c.itinerary.id)!;
    expect(alices).toMatchObject({ owner: c.alice.id, user: { username: c.alice.username } });
    expect(alices.rating.map((r) => [r.user_id, r.rating])).toEqual([
      [c.bob.id, 4],
      [c.carol.id, 2],
    ]);
    expect(alices.user_photo).toMatch(new RegExp(`^${t.url}/uploads/`));
    expect(alices.main_image).toMatch(new RegExp(`^${t.url}/uploads/`));
    expect(body.results[0].id).toBe(c.itinerary.id);
    const first = await restOk(t, 'GET', '/api/saved-itinerary?page=1&page_size=1', { token: c.bob.token });
    expect(first.next).toMatch(/^http:\/\/.+\/api\/saved-itinerary\?page=2&page_size=1$/);
    expect((await t.rest('GET', '/api/saved-itinerary?page=50&page_size=6', { token: c.bob.token })).status).toBe(404);
    expect((await t.rest('GET', '/api/saved-itinerary?page=1e20', { token: c.bob.token })).status).toBe(400);
  });
});

describe('GET /api/viewing-itinerary/{id}', () => {
  it('answers the itinerary with its stops expanded (no photos), cultura_user and every rating', async () => {
    const res = await t.rest('GET', `/api/viewing-itinerary/${c.itinerary.id}`, { token: c.bob.token });
    expect(res.status).toBe(200);
    const body = expectShape(viewedItinerary, res.body);
    expect(body.itineraries.map((s) => s.id).slice(0, 2)).toEqual(c.itinerary.stopIds);
    expect(body.cultura_user.user.username).toBe(c.alice.username);
    expect(body.rating.map((r) => r.rating)).toEqual([4, 2]);
    expect(body.owner).toBe(c.alice.id);
    const missing = await t.rest('GET', '/api/viewing-itinerary/00000000-0000-4000-8000-000000000000', {
      token: c.bob.token,
    });
    expect(missing.status).toBe(404);
  });
});

describe('PUT /api/ratings/', () => {
  it('rates as the caller whatever user_id says, once per member; the owner is refused', async () => {
    const res = await t.rest('PUT', '/api/ratings/', {
      token: c.bob.token,
      body: { user_id: '', itinerary_id: c.itinerary.id, rating: 5 },
    });
    expect(res.status).toBe(200);
    expectShape(z.object({ data: savedItinerary }), res.body);
    const view = await restOk(t, 'GET', `/api/viewing-itinerary/${c.itinerary.id}`, { token: c.bob.token });
    expect(view.rating).toEqual([
      { user_id: c.bob.id, itinerary_id: c.itinerary.id, rating: 5 },
      { user_id: c.carol.id, itinerary_id: c.itinerary.id, rating: 2 },
    ]);
    const own = await t.rest('PUT', '/api/ratings/', {
      token: c.alice.token,
      body: { user_id: '', itinerary_id: c.itinerary.id, rating: 5 },
    });
    expect(own.status).toBe(403);
  });
});

describe('DELETE /api/delete-itinerary/{stopId}/{itineraryId or 0}', () => {
  it('deletes an unsaved stop with 0 and a stop of the viewed itinerary with its id', async () => {
    const draft = await restOk(t, 'POST', '/api/create-itinerary', { token: c.alice.token, body: stopForm(CEBU_FORM) });
    expect((await t.rest('DELETE', `/api/delete-itinerary/${draft.id}/0`, { token: c.alice.token })).status).toBe(200);
    const [first] = c.itinerary.stopIds;
    const res = await t.rest('DELETE', `/api/delete-itinerary/${first}/${c.itinerary.id}`, { token: c.alice.token });
    expect(res.status).toBe(200);
    const view = await restOk(t, 'GET', `/api/viewing-itinerary/${c.itinerary.id}`, { token: c.alice.token });
    expect(view.itineraries.map((s: { id: string }) => s.id)).not.toContain(first);
  });
});

describe('PUT /api/itinerary/{id}', () => {
  it('is bound to no control in the original client and answers a plain 4xx (the original path had only GET)', async () => {
    const res = await t.rest('PUT', `/api/itinerary/${c.itinerary.id}`, {
      token: c.alice.token,
      body: { main_title: 'x' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
