import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, listen, startTestApp, type TestApp } from '../../../test/harness.js';
import { registrations, waitFor } from '../../../test/wait.js';
import { createMember, follow, seedPost, type TestMember } from '../../../test/factories.js';

let t: TestApp;
let author: TestMember;
let follower: TestMember;
let stranger: TestMember;

const CREATE = `mutation($title: String!) { createPost(input: { title: $title, category: MUSIC, country: "Japan", content: "Taiko drums" }) { post { id } } }`;
const CREATE_IN = `mutation($title: String!, $category: PostCategory!) { createPost(input: { title: $title, category: $category, country: "Japan", content: "Taiko drums" }) { post { id } } }`;
const POST_ADDED = `subscription { postAdded { id title author { id } likeCount } }`;
const POST_ADDED_AFTER = `subscription($after: String) { postAdded(after: $after) { id title author { id } likeCount } }`;
const LIKE_CHANGED = `subscription($ids: [ID!]!) { postLikeChanged(postIds: $ids) { id likeCount isLiked } }`;
const LIKE = `mutation($id: ID!) { likePost(postId: $id) { post { likeCount } } }`;

beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t);
  follower = await createMember(t);
  stranger = await createMember(t);
  await follow(t, follower.id, author.id);
});
afterAll(async () => {
  await t?.close();
});

describe('live posts', () => {
  it('delivers a new post to followers and to the author, not to others', async () => {
    // from a cursor read first: a subscription still being set up on a busy machine misses nothing
    const after = (await t.gql(`{ liveCursor }`)).data!.liveCursor as string;
    const registered = await registrations(t.url);
    const toFollower = collect(t.wsClient({ token: follower.token }), POST_ADDED_AFTER, { after }, 1, 15_000);
    const toAuthor = collect(t.wsClient({ token: author.token }), POST_ADDED_AFTER, { after }, 1, 15_000);
    const toStranger = collect(t.wsClient({ token: stranger.token }), POST_ADDED_AFTER, { after }, 1, 1500).done.then(
      () => 'delivered',
      (error: Error) => error.message,
    );
    await registered(3);
    const created = await t.gql(CREATE, { title: 'Live taiko' }, { token: author.token });
    const id = created.data!.createPost.post.id;
    const [forFollower] = await toFollower.done;
    expect(forFollower.postAdded).toEqual({ id, title: 'Live taiko', author: { id: author.id }, likeCount: 0 });
    expect((await toAuthor.done)[0].postAdded.id).toBe(id);
    expect(await toStranger).toMatch(/0 of 1/);
  });

  it('refuses postAdded to guests', async () => {
    const guest = collect(t.wsClient(), POST_ADDED);
    await expect(guest.done).rejects.toThrow(/sign in/i);
  });

  it("HOME reports every post the viewer's feed would include; PUBLIC what a guest may read, by country and category", async () => {
    const privateAuthor = await createMember(t, { isPrivate: true });
    await follow(t, follower.id, privateAuthor.id);
    const HOME = `subscription { postAdded(scope: HOME) { id title } }`;
    const PUBLIC = `subscription($country: String, $category: PostCategory) { postAdded(scope: PUBLIC, country: $country, category: $category) { id title } }`;
    // the stranger follows nobody: HOME still shows the public author's post, not the private one's
    const titles = (events: unknown[]) => events.map((e) => (e as { postAdded: { title: string } }).postAdded.title);
    const registered = await registrations(t.url);
    const strangerHome = listen(t.wsClient({ token: stranger.token }), HOME);
    const followerHome = collect(t.wsClient({ token: follower.token }), HOME, {}, 2, 20_000);
    const guestMusicJapan = listen(t.wsClient(), PUBLIC, { country: 'japan', category: 'MUSIC' });
    const guestFood = listen(t.wsClient(), PUBLIC, { category: 'FOOD' });
    await registered(4);
    await t.gql(CREATE, { title: 'Public drums' }, { token: author.token });
    await t.gql(CREATE, { title: 'Private drums' }, { token: privateAuthor.token });
    expect(titles(await followerHome.done)).toEqual(['Public drums', 'Private drums']);
    // later markers each silent subscriber does hear: once they arrive, the posts before them were decided
    await t.gql(CREATE_IN, { title: 'Food marker', category: 'FOOD' }, { token: author.token });
    await t.gql(CREATE, { title: 'Music marker' }, { token: author.token });
    await waitFor(() => titles(strangerHome).includes('Music marker') && titles(guestFood).includes('Food marker'));
    await waitFor(() => titles(guestMusicJapan).includes('Music marker'));
    expect(titles(strangerHome)).toEqual(['Public drums', 'Food marker', 'Music marker']);
    expect(titles(guestMusicJapan)).toEqual(['Public drums', 'Music marker']);
    expect(titles(guestFood)).toEqual(['Food marker']);
  });

  it('refuses a category that is not a PostCategory value', async () => {
    const wrong = collect(t.wsClient(), `subscription { postAdded(scope: PUBLIC, category: Music) { id } }`);
    await expect(wrong.done).rejects.toThrow(/PostCategory/);
  });

  it('pushes fresh like counts, each viewer seeing their own isLiked', async () => {
    const registered = await registrations(t.url);
    const postId = await seedPost(t, author.id);
    const watcher = collect(t.wsClient({ token: stranger.token }), LIKE_CHANGED, { ids: [postId] }, 2);
    await registered(1);
    await t.gql(LIKE, { id: postId }, { token: follower.token });
    await expect
      .poll(
        async () =>
          (await t.gql(`query($id: ID!) { post(id: $id) { likeCount } }`, { id: postId })).data!.post.likeCount,
      )
      .toBe(1);
    await t.gql(LIKE, { id: postId }, { token: stranger.token });
    const events = await watcher.done;
    expect(events.map((e) => e.postLikeChanged)).toEqual([
      { id: postId, likeCount: 1, isLiked: false },
      { id: postId, likeCount: 2, isLiked: true },
    ]);
  });

  it("decides a private author's like once per event, per viewer: followers and the author hear it, strangers and guests do not", async () => {
    const privateAuthor = await createMember(t, { isPrivate: true });
    const fan = await createMember(t);
    await follow(t, fan.id, privateAuthor.id);
    const postId = await seedPost(t, privateAuthor.id);
    // several sockets per class, so one event is shared by viewers the rule treats differently
    const registered = await registrations(t.url);
    const toFan = [1, 2].map(() => collect(t.wsClient({ token: fan.token }), LIKE_CHANGED, { ids: [postId] }));
    const toAuthor = collect(t.wsClient({ token: privateAuthor.token }), LIKE_CHANGED, { ids: [postId] });
    const silent = (token?: string) =>
      collect(t.wsClient(token ? { token } : {}), LIKE_CHANGED, { ids: [postId] }, 1, 1500).done.then(
        () => 'delivered',
        (error: Error) => error.message,
      );
    const toStrangers = [silent(stranger.token), silent(stranger.token), silent()];
    await registered(6);
    await t.gql(LIKE, { id: postId }, { token: fan.token });
    for (const socket of toFan) {
      expect((await socket.done).map((e) => e.postLikeChanged)).toEqual([{ id: postId, likeCount: 1, isLiked: true }]);
    }
    expect((await toAuthor.done).map((e) => e.postLikeChanged)).toEqual([{ id: postId, likeCount: 1, isLiked: false }]);
    for (const outcome of await Promise.all(toStrangers)) expect(outcome).toMatch(/0 of 1/);
  });

  it('refuses an empty or oversized watch list', async () => {
    const empty = collect(t.wsClient({ token: stranger.token }), LIKE_CHANGED, { ids: [] });
    await expect(empty.done).rejects.toThrow(/postIds/);
  });
});
