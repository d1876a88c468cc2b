/**
 * Contract sections 4 to 6 (posts, likes, comments): each endpoint called as the original client calls it, every
 * key it reads checked for type and nesting on a seeded community.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { multipartForm, pngBytes, restOk, seedCommunity, seedPost, type Community } from '../../../test/factories.js';
import { comment, expectShape, feedPost, profilePost } from '../../../test/rest-contract.js';

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

describe('GET /api/posts-list?page=<n>&page_size=5', () => {
  it('answers results in the feed form, oldest first, page after page, and 404 past the last page', async () => {
    const seen: string[] = [];
    let page = 1;
    for (; ; page++) {
      const res = await get(c.bob.token, `/posts-list?page=${page}&page_size=2`);
      if (res.status === 404) {
        expect(res.body).toMatchObject({ detail: 'Invalid page.' });
        break;
      }
      expect(res.status).toBe(200);
      const body = expectShape(z.object({ results: z.array(feedPost), next: z.string().nullable() }), res.body);
      seen.push(...body.results.map((p) => p._id));
      expect(page).toBeLessThan(10);
    }
    // bob sees his, alice's (warned, not banned), and carol's private post he was approved for, in storage order
    expect(seen).toEqual([c.posts.aliceTrip, c.posts.aliceWarned, c.posts.bobFood, c.posts.carolPrivate]);
    expect(page).toBe(3);
  });

  it('reads the author link, likers and comments the feed draws', async () => {
    const res = await get(c.alice.token, '/posts-list?page=1&page_size=5');
    const trip = expectShape(z.object({ results: z.array(feedPost) }), res.body).results.find(
      (p) => p._id === c.posts.aliceTrip,
    )!;
    expect(trip.cultura_user).toMatchObject({ id: c.alice.id, user: { id: c.alice.id, username: c.alice.username } });
    expect(trip.likers.map((l) => l.user.username)).toEqual([c.bob.username]);
    expect(trip.comments.map((x) => x.body)).toEqual(['Beautiful!', 'Thanks!']);
    expect(trip.image).toMatch(new RegExp(`^${t.url}/uploads/`));
    expect(trip.itinerary_in_post).toMatchObject([{ id: c.itinerary.id, main_title: 'Old Manila walk' }]);
    expect(trip.itinerary_in_post[0].main_image).toMatch(new RegExp(`^${t.url}/uploads/`));
  });

  it('answers page 1 of an empty feed with an empty list, and clamps page_size like the original', async () => {
    const guest = await t.rest('GET', '/api/posts-list?page=1&page_size=5');
    expect(guest.status).toBe(200);
    const big = await get(c.bob.token, '/posts-list?page=1&page_size=100000');
    expect(big.body.results).toHaveLength(4);
  });

  it.each(['1e20', '-1', '0', '2.5', 'abc', '99999999999999999999'])(
    'answers page=%s with a clear 400',
    async (page) => {
      const res = await get(c.bob.token, `/posts-list?page=${page}&page_size=5`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/page must be a whole number from 1/);
    },
  );
});

describe('POST /api/posting and PUT /api/posting/{id}/', () => {
  it('creates a post from the multipart form (itinerary_id from GET /user) and edits its text keeping the picture', async () => {
    const res = await t.rest('POST', '/api/posting', {
      token: c.alice.token,
      body: multipartForm(
        {
          title: 'Jeepney art',
          category: 'Art',
          body: 'Painted buses.',
          country: 'Philippines',
          itinerary_id: c.itinerary.id,
        },
        await pngBytes(),
      ),
    });
    expect(res.status).toBe(201);
    const created = expectShape(feedPost, res.body);
    expect(res.body.itinerary).toBe(c.itinerary.id);
    const edit = await t.rest('PUT', `/api/posting/${created._id}/`, {
      token: c.alice.token,
      body: multipartForm({ title: 'Jeepney art, again', body: 'Painted buses everywhere.' }),
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ title: 'Jeepney art, again', image: created.image });
    const plain = await restOk(t, 'POST', '/api/posting', {
      token: c.bob.token,
      body: multipartForm({ title: 'Onsen', category: 'Food', body: 'Hot springs.', country: 'Japan' }),
    });
    expect(plain.itinerary).toBe('0');
    const someoneElses = await t.rest('PUT', `/api/posting/${created._id}/`, {
      token: c.bob.token,
      body: multipartForm({ title: 'Mine now', body: 'x' }),
    });
    // the original answered 404; any refusal makes its client show the same alert
    expect([403, 404]).toContain(someoneElses.status);
  });
});

describe('POST /api/delete-post', () => {
  it("deletes one of the caller's posts from {post_id}", async () => {
    const postId = await seedPost(t, c.bob.id);
    const res = await t.rest('POST', '/api/delete-post', { token: c.bob.token, body: { post_id: postId } });
    expect(res.status).toBeLessThan(300);
    expect((await get(c.bob.token, `/liked-post-view/${postId}/`)).body).toEqual([]);
  });
});

describe('GET /api/liked-post-view/{postId}/ and /{postId}/{n}', () => {
  it('answers a one-post list with expanded comments (author.user.id/username, author.id, user_photo)', async () => {
    for (const n of ['', 'undefined']) {
      const res = await get(c.bob.token, `/liked-post-view/${c.posts.aliceTrip}/${n}`);
      expect(res.status).toBe(200);
      const [post] = expectShape(z.tuple([feedPost]), res.body);
      expect(post.comments[0].author).toMatchObject({ id: c.bob.id, user: { id: c.bob.id, username: c.bob.username } });
      expect(post.cultura_user.user.username).toBe(c.alice.username);
    }
  });

  it('marks the like notification it was opened from as read, as the original did', async () => {
    const likes = await get(c.alice.token, '/like-notification-list');
    const like = likes.body.find((n: { notif_type: string }) => n.notif_type === 'like');
    expect(like.is_read).toBe(false);
    await get(c.alice.token, `/liked-post-view/${c.posts.aliceTrip}/${like._id}`);
    const after = await get(c.alice.token, '/like-notification-list');
    expect(after.body.find((n: { _id: string }) => n._id === like._id).is_read).toBe(true);
  });

  it('answers [] for a missing post, a banned one and a private one the caller may not see', async () => {
    for (const postId of ['00000000-0000-4000-8000-000000000000', c.posts.aliceBanned, 'not-an-id'])
      expect((await get(c.bob.token, `/liked-post-view/${postId}/`)).body).toEqual([]);
    const stranger = await t.rest('GET', `/api/liked-post-view/${c.posts.carolPrivate}/`);
    expect(stranger.body).toEqual([]);
  });
});

describe('GET /api/profile-posts', () => {
  it('answers {followers, posts}: followers as follow entries with user_data, posts oldest first in the profile form', async () => {
    const res = await get(c.alice.token, '/profile-posts');
    expect(res.status).toBe(200);
    const body = expectShape(
      z.object({
        followers: z.array(
          z.object({
            user_data: z.tuple([
              z.object({
                username: z.string(),
                id: z.string(),
                user_photo: z.string(),
                fullname: z.string(),
                country: z.string(),
              }),
            ]),
          }),
        ),
        posts: z.array(profilePost),
      }),
      res.body,
    );
    expect(body.followers.map((f) => f.user_data[0].username)).toEqual([c.bob.username]);
    const ids = body.posts.map((p) => p._id);
    expect(ids.indexOf(c.posts.aliceTrip)).toBeLessThan(ids.indexOf(c.posts.aliceWarned));
    const trip = body.posts.find((p) => p._id === c.posts.aliceTrip)!;
    expect(trip.itinerary_in_post).toMatchObject({ id: c.itinerary.id });
    expect(trip.author_user_photo).toMatch(new RegExp(`^${t.url}/uploads/`));
    // no itinerary: the key is absent, never [] (the profile screen would draw an empty card)
    expect(body.posts.find((p) => p._id === c.posts.aliceWarned)).not.toHaveProperty('itinerary_in_post');
  });
});

describe('GET /api/public-profile-posts/?user_id=<account id>', () => {
  it('answers a bare list, oldest first, of the posts the caller may see', async () => {
    const res = await get(c.bob.token, `/public-profile-posts/?user_id=${c.alice.id}`);
    expect(res.status).toBe(200);
    const posts = expectShape(z.array(profilePost), res.body);
    expect(posts.map((p) => p._id).slice(0, 2)).toEqual([c.posts.aliceTrip, c.posts.aliceWarned]);
    expect(posts.map((p) => p._id)).not.toContain(c.posts.aliceBanned);
    expect((await get(c.alice.token, `/public-profile-posts/?user_id=${c.carol.id}`)).body).toEqual([]);
  });
});

describe('POST /api/like-posts/{id}/like_post/', () => {
  it('accepts the JSON null body of the feed and the empty body of the profile screens (regression: was 400)', async () => {
    const withNull = await t.rest('POST', `/api/like-posts/${c.posts.bobFood}/like_post/`, {
      token: c.carol.token,
      body: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(withNull.status).toBe(200);
    expect(withNull.body).toMatchObject({ message: 'post liked', is_liked: true, like_count: 2 });
    const empty = await t.rest('POST', `/api/like-posts/${c.posts.bobFood}/like_post/`, { token: c.carol.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ message: 'post unliked', like_count: 1 });
  });
});

describe('POST /api/commenting, PUT /api/comments/{id}, DELETE /api/delete/{id}/comment', () => {
  it("accepts replied_to as the post author's username (regression: was 400) and notifies the author, not the text", async () => {
    for (const repliedTo of [c.bob.username, '', null, 0, 'someone-else']) {
      const res = await t.rest('POST', '/api/commenting', {
        token: c.alice.token,
        body: { post_id: c.posts.bobFood, replied_to: repliedTo, body: `Hi (${String(repliedTo)})` },
      });
      expect(res.status).toBe(201);
      expectShape(comment, res.body);
      expect(res.body.replied_to).toBeNull();
    }
    const bobsList = await get(c.bob.token, '/like-notification-list');
    expect(bobsList.body.filter((n: { notif_type: string }) => n.notif_type === 'commented')).toHaveLength(5);
    const someoneElse = await get(c.carol.token, '/like-notification-list');
    expect(someoneElse.body.filter((n: { notif_type: string }) => n.notif_type === 'commented')).toHaveLength(0);
  });

  it('still reads a comment id of the same post as a reply', async () => {
    const res = await restOk(t, 'POST', '/api/commenting', {
      token: c.carol.token,
      body: { post_id: c.posts.aliceTrip, replied_to: c.comments.bobOnTrip, body: 'Agreed' },
    });
    expect(res.replied_to).toBe(c.comments.bobOnTrip);
  });

  it("edits and deletes one's own comment ({body}; audience ignored)", async () => {
    const created = await restOk(t, 'POST', '/api/commenting', {
      token: c.bob.token,
      body: { post_id: c.posts.aliceTrip, replied_to: c.alice.username, body: 'Typo' },
    });
    const edit = await t.rest('PUT', `/api/comments/${created._id}`, { token: c.bob.token, body: { body: 'Fixed' } });
    expect(edit.status).toBe(200);
    expect(expectShape(comment, edit.body).body).toBe('Fixed');
    const notMine = await t.rest('PUT', `/api/comments/${created._id}`, { token: c.alice.token, body: { body: 'x' } });
    expect(notMine.status).toBeGreaterThanOrEqual(400);
    const del = await t.rest('DELETE', `/api/delete/${created._id}/comment?audience=${c.bob.username}`, {
      token: c.bob.token,
    });
    expect(del.status).toBeLessThan(300);
    const missing = await t.rest('DELETE', `/api/delete/${created._id}/comment`, { token: c.bob.token });
    expect(missing.status).toBe(404);
  });
});
