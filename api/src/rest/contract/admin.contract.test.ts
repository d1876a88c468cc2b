/**
 * Contract sections 11 to 13 (reports, users administration, survey): each endpoint called as the original
 * client's admin and member screens call it, every key they read checked on a seeded community.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createMember, restOk, seedCommunity, seedPost, type Community } from '../../../test/factories.js';
import { expectShape, id, memberRef, profile, report } from '../../../test/rest-contract.js';

let t: TestApp;
let c: Community;

beforeAll(async () => {
  t = await startTestApp();
  c = await seedCommunity(t);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/reports/', () => {
  it('files {post_id, category label, details} with 201 and the Report; a second open report is 409', async () => {
    const postId = await seedPost(t, c.bob.id, { title: 'Suspicious' });
    const body = { post_id: postId, category: 'Adult Content', details: 'Not for here.' };
    const res = await t.rest('POST', '/api/reports/', { token: c.carol.token, body });
    expect(res.status).toBe(201);
    expect(expectShape(report, res.body).category).toBe('Adult Content');
    expect((await t.rest('POST', '/api/reports/', { token: c.carol.token, body })).status).toBe(409);
  });
});

describe('GET /api/reports/', () => {
  it('lists every report oldest first with the reporter and the post with author_data (images absolute)', async () => {
    const res = await t.rest('GET', '/api/reports/', { token: c.admin.token });
    expect(res.status).toBe(200);
    const reports = expectShape(z.array(report), res.body);
    expect(reports.map((r) => r.date_posted)).toEqual(reports.map((r) => r.date_posted).sort());
    const open = reports.find((r) => r._id === c.openReport)!;
    expect(open.user).toMatchObject({ id: c.bob.id, fullname: 'Bob Tanaka', country: 'Japan' });
    expect(open.post).toMatchObject({ _id: c.posts.aliceTrip, author_data: { fullname: 'Alice Reyes' } });
    expect(open.post?.image).toMatch(new RegExp(`^${t.url}/uploads/`));
    expect(open.post?.author_data.user_photo).toMatch(new RegExp(`^${t.url}/uploads/`));
    expect((await t.rest('GET', '/api/reports/', { token: c.bob.token })).status).toBe(403);
  });
});

describe('PUT /api/reports/{id}/', () => {
  it('warns with {mark_as_warned: true}, bans with {mark_as_reported: true}; a decision on a banned post is 409', async () => {
    const res = await t.rest('PUT', `/api/reports/${c.openReport}/`, {
      token: c.admin.token,
      body: { post_id: c.posts.aliceTrip, mark_as_warned: true, mark_as_reported: false },
    });
    expect(res.status).toBe(200);
    expectShape(report, res.body);
    const ban = await t.rest('PUT', `/api/reports/${c.openReport}/`, {
      token: c.admin.token,
      body: { post_id: c.posts.aliceTrip, mark_as_warned: false, mark_as_reported: true },
    });
    expect(ban.status).toBe(200);
    const again = await t.rest('PUT', `/api/reports/${c.openReport}/`, {
      token: c.admin.token,
      body: { post_id: c.posts.aliceTrip, mark_as_warned: true, mark_as_reported: false },
    });
    expect(again.status).toBe(409);
  });
});

describe('GET /api/reports/{id}/ and DELETE /api/reports/{id}/', () => {
  it('reads and deletes one report (no original screen calls them)', async () => {
    const postId = await seedPost(t, c.carol.id);
    const filed = await restOk(t, 'POST', '/api/reports/', {
      token: c.bob.token,
      body: { post_id: postId, category: 'Scam or false information', details: 'Fake tickets.' },
    });
    expect(
      expectShape(report, await restOk(t, 'GET', `/api/reports/${filed._id}/`, { token: c.admin.token }))._id,
    ).toBe(filed._id);
    expect((await t.rest('DELETE', `/api/reports/${filed._id}/`, { token: c.admin.token })).status).toBe(200);
    expect((await t.rest('GET', `/api/reports/${filed._id}/`, { token: c.admin.token })).status).toBe(404);
  });
});

describe('GET /api/culturausers/all', () => {
  it('lists every member as a Profile with followers[].username, counters and photos', async () => {
    const res = await t.rest('GET', '/api/culturausers/all', { token: c.admin.token });
    expect(res.status).toBe(200);
    const users = expectShape(z.array(profile), res.body);
    const alice = users.find((u) => u.id === c.alice.id)!;
    expect(alice.email).toBe(`${c.alice.username}@example.test`);
    expect(alice.followers.map((f) => f.username)).toEqual([c.bob.username]);
    expect(alice.guide_guru).toBe(1);
    expect(users.find((u) => u.id === c.bob.id)!.user_photo).toMatch(/\/api\/default-avatar\.svg$/);
    expect((await t.rest('GET', '/api/culturausers/all', { token: c.bob.token })).status).toBe(403);
  });
});

describe('POST /api/culturausers/, PUT /api/culturausers/{id}/, GET and DELETE /api/culturauser/{id}/', () => {
  it('creates from {fullname, email, country}, edits, reads and deletes a member', async () => {
    const created = await t.rest('POST', '/api/culturausers/', {
      token: c.admin.token,
      body: { fullname: 'Ivy Lim', email: 'ivy@example.com', country: 'Singapore' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(String), fullname: 'Ivy Lim', email: 'ivy@example.com' });
    const edited = await t.rest('PUT', `/api/culturausers/${created.body.id}/`, {
      token: c.admin.token,
      body: { country: 'Malaysia' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ fullname: 'Ivy Lim', country: 'Malaysia' });
    expect((await restOk(t, 'GET', `/api/culturauser/${created.body.id}/`, { token: c.admin.token })).country).toBe(
      'Malaysia',
    );
    expect(
      (await t.rest('DELETE', `/api/culturauser/${created.body.id}/`, { token: c.admin.token })).status,
    ).toBeLessThan(300);
    expect((await t.rest('GET', `/api/culturauser/${created.body.id}/`, { token: c.admin.token })).status).toBe(404);
  });
});

describe('POST /api/get-survey and GET /api/surveys', () => {
  it('takes {q1..q6} labels (a second answer is 409) and lists answers oldest first, extra data inside cultura_user', async () => {
    const dave = await createMember(t, { fullName: 'Dave Ng', country: 'Vietnam' });
    const answers = { q1: 'Agree', q2: 'Agree', q3: 'Neutral', q4: 'Strongly Agree', q5: 'Disagree', q6: 'Agree' };
    const res = await t.rest('POST', '/api/get-survey', { token: dave.token, body: answers });
    expect(res.status).toBe(201);
    expect((await t.rest('POST', '/api/get-survey', { token: dave.token, body: answers })).status).toBe(409);
    const list = await t.rest('GET', '/api/surveys', { token: c.admin.token });
    expect(list.status).toBe(200);
    const item = z.object({
      id,
      ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`q${n}`, z.string()])),
      cultura_user: memberRef,
    });
    const items = expectShape(z.array(item.strict()), list.body);
    expect(items.map((i) => i.cultura_user.id)).toEqual([c.alice.id, c.bob.id, dave.id]);
    expect(items[2]).toMatchObject({ ...answers, cultura_user: { fullname: 'Dave Ng', country: 'Vietnam' } });
    expect((await t.rest('GET', '/api/surveys', { token: dave.token })).status).toBe(403);
  });
});
