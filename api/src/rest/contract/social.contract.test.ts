/**
 * Contract sections 7 to 9 (follows, profiles, search, notifications): each endpoint called as the original
 * client calls it, every key it reads checked on a seeded community.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createMember, restOk, seedComment, seedCommunity, seedPost, type Community } from '../../../test/factories.js';
import {
  expectShape,
  followNotification,
  memberRef,
  postNotification,
  profile,
  searchPost,
} from '../../../test/rest-contract.js';

let t: TestApp;
let c: Community;

beforeAll(async () => {
  t = await startTestApp();
  c = await seedCommunity(t);
});
afterAll(async () => {
  await t?.close();
});

const get = (token: string, path: string) => t.rest('GET', `/api${path}`, { token });

describe('POST /api/follow/{accountId}/follow/', () => {
  it('toggles with no body and answers {message, user: Profile}', async () => {
    const dave = await createMember(t);
    const followed = await t.rest('POST', `/api/follow/${dave.id}/follow/`, { token: c.bob.token });
    expect(followed.status).toBe(200);
    expect(followed.body.message).toBe('User followed');
    expectShape(profile, followed.body.user);
    const unfollowed = await restOk(t, 'POST', `/api/follow/${dave.id}/follow/`, { token: c.bob.token });
    expect(unfollowed.message).toBe('User unfollowed');
  });

  it('keeps a request to a private member pending: is_followed stays false, a second click cancels', async () => {
    const view = await restOk(t, 'GET', `/api/view_user/${c.carol.id}/`, { token: c.alice.token });
    expect(view.is_followed).toBe(false);
    await restOk(t, 'POST', `/api/follow/${c.carol.id}/follow/`, { token: c.alice.token });
    await restOk(t, 'POST', `/api/follow/${c.carol.id}/follow/`, { token: c.alice.token });
    expect((await restOk(t, 'GET', `/api/view_user/${c.carol.id}/`, { token: c.alice.token })).is_followed).toBe(false);
  });
});

describe('GET /api/view_user/{profileId}/', () => {
  it('answers the Profile with user.id/username, is_followed for the caller, counters and followers', async () => {
    const res = await get(c.bob.token, `/view_user/${c.alice.id}/`);
    expect(res.status).toBe(200);
    const body = expectShape(profile, res.body);
    expect(body).toMatchObject({ id: c.alice.id, user: { id: c.alice.id, username: c.alice.username } });
    expect(body.is_followed).toBe(true);
    expect(body.email).toBeNull();
    expect(body.user_photo).toMatch(new RegExp(`^${t.url}/uploads/`));
    expect(body.followers.map((f) => f.username)).toEqual([c.bob.username]);
    expect(body.follow_count).toBe(1);
  });

  it("hides a private member's followers from a stranger and answers 404 for an unknown id", async () => {
    const stranger = await createMember(t);
    const carol = expectShape(profile, (await get(stranger.token, `/view_user/${c.carol.id}/`)).body);
    expect(carol.followers).toEqual([]);
    expect(carol.follow_count).toBe(1);
    expect((await get(stranger.token, '/view_user/00000000-0000-4000-8000-000000000000/')).status).toBe(404);
  });
});

describe('GET /api/search?title=<text>', () => {
  it('answers users and posts with cultura_user.user.username, each hit small', async () => {
    const res = await get(c.carol.token, '/search?title=Intramuros');
    expect(res.status).toBe(200);
    const body = expectShape(z.object({ users: z.array(memberRef), posts: z.array(searchPost) }), res.body);
    expect(body.posts.map((p) => p._id)).toEqual([c.posts.aliceTrip]);
    expect(body.posts[0].cultura_user.user.username).toBe(c.alice.username);
    expect(body.posts[0].comments).toHaveLength(2);
    expect(JSON.stringify(body.posts[0]).length).toBeLessThan(2500);
    const people = expectShape(
      z.object({ users: z.array(memberRef) }),
      (await get(c.carol.token, '/search?title=Reyes')).body,
    );
    expect(people.users.map((u) => u.id)).toEqual([c.alice.id]);
  });

  it('stays small for a post with many comments (the client puts the answer in a URL)', async () => {
    const postId = await seedPost(t, c.bob.id, { title: 'Takoyaki stands' });
    for (let i = 0; i < 30; i++) await seedComment(t, c.alice.id, postId, { body: `Yum ${i}` });
    const res = await restOk(t, 'GET', '/api/search?title=Takoyaki', { token: c.carol.token });
    expect(res.posts[0].comments).toHaveLength(30);
    expect(JSON.stringify(res.posts[0]).length).toBeLessThan(4000);
  });

  it('answers empty text with 400 "Search query is missing" (a 200 would send the client back a page)', async () => {
    for (const path of ['/search?title=', '/search?title=%20%20', '/search'])
      expect((await get(c.bob.token, path)).body).toMatchObject({ error: 'Search query is missing' });
  });
});

describe('GET /api/like-notification-list', () => {
  it("lists likes, comments, replies and moderation with the actor's username in audience, newest first", async () => {
    const res = await get(c.alice.token, '/like-notification-list');
    expect(res.status).toBe(200);
    const items = expectShape(z.array(postNotification), res.body);
    const first = (type: string) => items.find((n) => n.notif_type === type);
    expect(first('like')).toMatchObject({ audience: c.bob.username, post_obj_id: c.posts.aliceTrip });
    expect(first('commented')).toMatchObject({ audience: c.bob.username, post_content: 'Beautiful!' });
    expect(first('warn')).toMatchObject({ audience: '', post_obj_id: c.posts.aliceWarned });
    expect(first('reported')).toMatchObject({ audience: '', post_obj_id: c.posts.aliceBanned });
    expect(items.map((n) => n.created_at)).toEqual(
      items
        .map((n) => n.created_at)
        .sort()
        .reverse(),
    );
    // no type the original client cannot show
    expect(items.map((n) => n.notif_type)).not.toContain('achievement');
    const bobs = expectShape(z.array(postNotification), (await get(c.bob.token, '/like-notification-list')).body);
    expect(bobs.find((n) => n.notif_type === 'reply')).toMatchObject({
      audience: c.alice.username,
      post_content: 'Thanks!',
    });
    expect(bobs.map((n) => n.notif_type)).not.toContain('report_outcome');
  });
});

describe('GET /api/follow-notification-list', () => {
  it("lists only follows, with followed_by the follower's username and user_data[0] the follower", async () => {
    const res = await get(c.carol.token, '/follow-notification-list');
    expect(res.status).toBe(200);
    const items = expectShape(z.array(followNotification), res.body);
    expect(items.map((n) => n.followed_by)).toEqual([c.bob.username]);
    expect(items[0].user_data[0]).toMatchObject({ id: c.bob.id, username: c.bob.username });
    const alices = expectShape(
      z.array(followNotification),
      (await get(c.alice.token, '/follow-notification-list')).body,
    );
    expect(alices.map((n) => n.followed_by)).toEqual([c.bob.username]);
    // bob's "accepted" notice from carol is not a follow of bob: left out
    const bobs = expectShape(z.array(followNotification), (await get(c.bob.token, '/follow-notification-list')).body);
    expect(bobs.map((n) => n.followed_by)).toEqual([c.alice.username]);
  });
});

describe('POST /api/update-notification-status and /api/mark-all-notifications-read/', () => {
  it('marks a listed item read with {notification_type, notification_id, is_read: true}', async () => {
    for (const [list, type] of [
      ['/like-notification-list', 'like'],
      ['/follow-notification-list', 'follow'],
    ] as const) {
      const [item] = (await get(c.alice.token, list)).body;
      const res = await t.rest('POST', '/api/update-notification-status', {
        token: c.alice.token,
        body: { notification_type: type, notification_id: item._id, is_read: true },
      });
      expect(res.status).toBe(200);
      expect((await get(c.alice.token, list)).body[0].is_read).toBe(true);
    }
    const notMine = await t.rest('POST', '/api/update-notification-status', {
      token: c.bob.token,
      body: {
        notification_type: 'like',
        notification_id: (await get(c.alice.token, '/like-notification-list')).body[0]._id,
        is_read: true,
      },
    });
    expect(notMine.status).toBe(404);
    const all = await t.rest('POST', '/api/mark-all-notifications-read/', { token: c.bob.token });
    expect(all.status).toBe(200);
  });
});
