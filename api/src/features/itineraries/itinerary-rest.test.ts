import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createMember, seedItinerary, type TestMember } from '../../../test/factories.js';

/** The original client's flow: stops first (drafts), then the itinerary that gathers them. */
let t: TestApp;
let owner: TestMember;
let reader: TestMember;

const form = (fields: Record<string, string>, image?: Buffer) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (image) body.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'cover.png');
  return body;
};
const png = () =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: '#22aa66' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await startTestApp();
  owner = await createMember(t);
  reader = await createMember(t);
});
afterAll(async () => {
  await t?.close();
});

describe('REST itineraries', () => {
  it('creates stops, saves them into an itinerary with a cover, and shows it in the original shape', async () => {
    const first = await t.rest('POST', '/api/create-itinerary', {
      token: owner.token,
      body: form({
        name: 'Manila',
        latitude: '14.5995',
        longitude: '120.9842',
        budget: '500',
        code: 'php',
        types: '["city","capital"]',
      }),
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      id: expect.any(String),
      name: 'Manila',
      latitude: 14.5995,
      longitude: 120.9842,
      budget: 500,
      code: 'PHP',
      types: ['city', 'capital'],
      itinerary_id: null,
      status: 'onqueue',
      image: null,
    });
    // never `photos`: the original client calls photos[0].getUrl() on it
    expect(first.body).not.toHaveProperty('photos');
    const second = await t.rest('POST', '/api/create-itinerary', {
      token: owner.token,
      body: form({ location: 'Intramuros', latitude: '14.5896', longitude: '120.9747', budget: '200' }),
    });
    const edited = await t.rest('PUT', `/api/itinerary-stop/${second.body.id}`, {
      token: owner.token,
      body: form({ name: 'Intramuros', latitude: '14.5896', longitude: '120.9747', budget: '250', code: 'USD' }),
    });
    expect(edited.body).toMatchObject({ budget: 250, code: 'USD' });
    const drafts = await t.rest<{ name: string }[]>('GET', '/api/itinerary', { token: owner.token });
    expect(drafts.body.map((s) => s.name)).toEqual(['Manila', 'Intramuros']);

    const badStop = await t.rest('POST', '/api/create-itinerary', {
      token: owner.token,
      body: form({ name: 'Manila', latitude: '14.5', longitude: '121', budget: 'abc' }),
    });
    expect(badStop.status).toBe(400);
    expect(badStop.body).toMatchObject({
      error: 'Please fill all fields correctly.',
      budget_error: 'Budget must be a number from 0.',
    });

    const saved = await t.rest('POST', '/api/save-itinerary', {
      token: owner.token,
      body: form(
        {
          main_title: 'Old Manila',
          main_description: 'Walls and churches',
          gen_tips: 'Walk early.\nBring **water**.',
          total_budget: '750',
          currency: 'PHP',
          itineraries: JSON.stringify([second.body.id, first.body.id]),
        },
        await png(),
      ),
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      id: expect.any(String),
      owner: owner.id,
      cultura_user: { user: { username: owner.username } },
      creator_name: owner.username,
      main_title: 'Old Manila',
      main_description: 'Walls and churches',
      main_image: expect.stringMatching(new RegExp(`^${t.url}/uploads/[a-f0-9]{32}\\.webp$`)),
      gen_tips: 'Walk early.\nBring **water**.',
      currency: 'PHP',
      total_budget: 750,
      rating: [],
      average_rating: null,
      fork_count: 0,
      date_posted: expect.any(String),
    });
    expect(saved.body.itineraries).toBe(`${second.body.id},${first.body.id}`);
    const stopsOf = async (id: string) =>
      (
        await t.rest<{ itineraries: { name: string; position: number; status: string }[] }>(
          'GET',
          `/api/viewing-itinerary/${id}`,
          { token: owner.token },
        )
      ).body.itineraries;
    expect((await stopsOf(saved.body.id)).map((s) => [s.name, s.position, s.status])).toEqual([
      ['Intramuros', 0, 'saved'],
      ['Manila', 1, 'saved'],
    ]);
    expect((await t.rest('GET', '/api/itinerary', { token: owner.token })).body).toEqual([]);

    // stops already saved cannot be claimed again
    const again = await t.rest('POST', '/api/save-itinerary', {
      token: owner.token,
      body: form({ main_title: 'Again', main_description: 'd', gen_tips: 't', itineraries: first.body.id }),
    });
    expect(again.status).toBe(400);

    const viewed = await t.rest('GET', `/api/viewing-itinerary/${saved.body.id}`, { token: reader.token });
    expect(viewed.body).toMatchObject({ id: saved.body.id, main_title: 'Old Manila', is_owner: false });
    expect(
      (await t.rest('GET', '/api/viewing-itinerary/00000000-0000-4000-8000-000000000000', { token: reader.token }))
        .status,
    ).toBe(404);

    const updated = await t.rest('PUT', `/api/update/${saved.body.id}/itinerary`, {
      token: owner.token,
      body: { gen_tips: 'Go at dawn.' },
    });
    expect(updated.body).toMatchObject({ gen_tips: 'Go at dawn.', main_title: 'Old Manila' });
    expect(
      (
        await t.rest('PUT', `/api/update/${saved.body.id}/itinerary`, {
          token: owner.token,
          body: { main_title: 'ITINERARY TITLE' },
        })
      ).status,
    ).toBe(400);

    const extra = await t.rest('POST', '/api/create-itinerary', {
      token: owner.token,
      body: form({ name: 'Binondo', latitude: '14.6', longitude: '120.97', budget: '100' }),
    });
    const added = await t.rest('PUT', `/api/update-save-itinerary/${extra.body.id}/saved-itinerary/${saved.body.id}/`, {
      token: owner.token,
    });
    expect(added.body.itineraries.split(',')).toEqual([second.body.id, first.body.id, extra.body.id]);

    const wrongViewed = await t.rest('DELETE', `/api/delete-itinerary/${extra.body.id}/0`, { token: owner.token });
    expect(wrongViewed.status).toBe(400);
    const removed = await t.rest('DELETE', `/api/delete-itinerary/${extra.body.id}/${saved.body.id}`, {
      token: owner.token,
    });
    expect(removed.body).toMatchObject({ _id: extra.body.id, deleted: true });
    expect(removed.body.itinerary.itineraries).toBe(`${second.body.id},${first.body.id}`);

    const rated = await t.rest('PUT', '/api/ratings/', {
      token: reader.token,
      body: { user_id: owner.id, itinerary_id: saved.body.id, rating: 4 },
    });
    expect(rated.body).toMatchObject({
      data: { id: saved.body.id, rating: [{ user_id: reader.id, rating: 4 }] },
      user_id: reader.id,
      itinerary_id: saved.body.id,
      rating: 4,
      average_rating: 4,
      rating_count: 1,
    });
    expect(
      (
        await t.rest('PUT', '/api/ratings/', {
          token: reader.token,
          body: { itinerary_id: saved.body.id, rating: 'five' },
        })
      ).status,
    ).toBe(400);
    const seenAgain = await t.rest('GET', `/api/viewing-itinerary/${saved.body.id}`, { token: reader.token });
    expect(seenAgain.body.rating).toEqual([{ user_id: reader.id, itinerary_id: saved.body.id, rating: 4 }]);
  });

  it('deletes an unsaved stop with 0 as the viewed itinerary', async () => {
    const draft = await t.rest('POST', '/api/create-itinerary', {
      token: reader.token,
      body: { name: 'Quiapo', latitude: 14.598, longitude: 120.983, budget: 10 },
    });
    expect(draft.status).toBe(201);
    expect((await t.rest('DELETE', `/api/delete-itinerary/${draft.body.id}/0`, { token: owner.token })).status).toBe(
      404,
    );
    expect(
      (await t.rest('DELETE', `/api/delete-itinerary/${draft.body.id}/0`, { token: reader.token })).body,
    ).toMatchObject({ deleted: true, itinerary: null });
  });

  it('pages /saved-itinerary oldest first with { results, next, previous }, 404 past the end', async () => {
    const lister = await createMember(t);
    const base = Date.now() + 120_000;
    for (let i = 0; i < 8; i++)
      await seedItinerary(t, lister.id, { title: `Trip ${i}`, createdAt: new Date(base + i * 1000) });
    const page = (n: number) =>
      t.rest<{ results: { main_title: string }[]; next: string | null; previous: string | null }>(
        'GET',
        `/api/saved-itinerary?page=${n}&page_size=6&mine=true`,
        { token: lister.token },
      );
    const first = await page(1);
    expect(first.body.results.map((r) => r.main_title)).toEqual([
      'Trip 0',
      'Trip 1',
      'Trip 2',
      'Trip 3',
      'Trip 4',
      'Trip 5',
    ]);
    expect(first.body.next).toBe(`${t.url}/api/saved-itinerary?page=2&page_size=6&mine=true`);
    expect(first.body.previous).toBeNull();
    const second = await page(2);
    expect(second.body).toMatchObject({ next: null });
    expect(second.body.results.map((r) => r.main_title)).toEqual(['Trip 6', 'Trip 7']);
    const past = await page(3);
    expect(past.status).toBe(404);
    // the default page size is the original's 10; an unreadable one falls back to it, a huge one is clamped
    expect(
      (await t.rest('GET', '/api/saved-itinerary?page=1&mine=true', { token: lister.token })).body.results,
    ).toHaveLength(8);
    const all = await t.rest('GET', '/api/saved-itinerary?page=1&page_size=3', { token: lister.token });
    expect(all.body.results).toHaveLength(3);
    expect((await t.rest('GET', '/api/saved-itinerary?page=0', { token: lister.token })).status).toBe(400);
    expect((await t.rest('GET', '/api/saved-itinerary?page=1&page_size=x', { token: lister.token })).status).toBe(200);
  });
});
