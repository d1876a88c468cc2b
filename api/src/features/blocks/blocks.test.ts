import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, startTestApp, userErrorsOf, type TestApp } from '../../../test/harness.js';
import {
  createMember,
  follow,
  followIdOf,
  liveCursor,
  seedComment,
  seedPost,
  type TestMember,
} from '../../../test/factories.js';

/**
 * Blocks and mutes through every door: a blocked member reaches nothing of the blocker (nor the blocker of them)
 * through GraphQL queries, mutations, REST and the live subscriptions, and cannot act on them; a mute narrows
 * only the muter's feed and notifications, and the muted member sees no difference.
 */
let t: TestApp;
let blocker: TestMember;
let blocked: TestMember;
let third: TestMember;
let blockerPost: string;
let thirdPost: string;
let blockerComment: string;
let blockedComment: string;

const BLOCK = `mutation($id: ID!) { blockMember(userId: $id) { user { id isBlockedByViewer } userErrors { code } } }`;
const UNBLOCK = `mutation($id: ID!) { unblockMember(userId: $id) { user { id isBlockedByViewer } userErrors { code } } }`;
const MUTE = `mutation($id: ID!, $until: DateTimeISO) { muteMember(userId: $id, until: $until) { mute { user { id isMutedByViewer } until } userErrors { code field } } }`;
const UNMUTE = `mutation($id: ID!) { unmuteMember(userId: $id) { user { id } userErrors { code } } }`;
const LIKE = `mutation($id: ID!) { likePost(postId: $id) { post { isLiked } userErrors { code } } }`;
const POST = `query($id: ID!) { post(id: $id) { id likers { nodes { id } } comments { nodes { id } } } }`;
const FEED = `{ feed(first: 50) { edges { node { id } } } }`;
const USER_POSTS = `query($id: ID!) { userPosts(userId: $id) { edges { node { id } } } }`;
const USER = `query($id: ID!) { user(id: $id) { id } }`;
const SEARCH = `query($q: String!) { search(text: $q) { users(first: 50) { nodes { id } } posts(first: 50) { nodes { id } } } }`;
const NOTIFICATIONS = `{ notifications(first: 50) { edges { node { id actor { id } } } } unreadNotificationCount }`;

type Res = { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: unknown } }[] };
/** Why a mutation refused: its top-level error's code, or its payload's first userError's. */
const refusal = (res: Res) =>
  res.errors?.[0].extensions?.code ?? userErrorsOf(res, Object.keys(res.data ?? {})[0] ?? '')[0]?.code;
const ids = (list: { id: string }[]) => list.map((item) => item.id);
const feedIds = async (token: string) =>
  (await t.gql(FEED, {}, { token })).data!.feed.edges.map((e: { node: { id: string } }) => e.node.id);
const actorsOf = async (token: string) => {
  const res = await t.gql(NOTIFICATIONS, {}, { token });
  return {
    actors: res.data!.notifications.edges.map((e: { node: { actor: { id: string } | null } }) => e.node.actor?.id),
    unread: res.data!.unreadNotificationCount as number,
  };
};
const createPost = async (token: string, title: string) =>
  (
    await t.gql(
      `mutation($title: String!) { createPost(input: { title: $title, category: ART, country: "Peru", content: "Textiles" }) { post { id } } }`,
      { title },
      { token },
    )
  ).data!.createPost.post.id as string;

beforeAll(async () => {
  t = await startTestApp();
  blocker = await createMember(t, { username: 'blockerbee' });
  blocked = await createMember(t, { username: 'blockedbee' });
  third = await createMember(t);
  await follow(t, blocked.id, blocker.id);
  await follow(t, blocker.id, blocked.id);
  await follow(t, blocker.id, third.id);
  await follow(t, blocked.id, third.id);
  blockerPost = await seedPost(t, blocker.id, { title: 'Weaving in Cusco' });
  thirdPost = await seedPost(t, third.id, { title: 'Market day' });
  // before the block: each liked and commented on the third member's post, and the blocked member on the blocker's
  for (const member of [blocker, blocked]) await t.gql(LIKE, { id: thirdPost }, { token: member.token });
  await t.gql(LIKE, { id: blockerPost }, { token: blocked.token });
  blockerComment = await seedComment(t, blocker.id, thirdPost, { body: 'Lovely' });
  blockedComment = await seedComment(t, blocked.id, thirdPost, { body: 'Indeed' });
  const res = await t.gql(BLOCK, { id: blocked.id }, { token: blocker.token });
  expect(res.errors).toBeUndefined();
  expect(res.data!.blockMember).toEqual({ user: { id: blocked.id, isBlockedByViewer: true }, userErrors: [] });
});
afterAll(async () => {
  await t?.close();
});

describe('a block', () => {
  it('ends the follows both ways, and is listed for the blocker only', async () => {
    expect(await followIdOf(t, blocked.id, blocker.id)).toBeUndefined();
    expect(await followIdOf(t, blocker.id, blocked.id)).toBeUndefined();
    const LIST = `{ myBlocks { nodes { user { id } blockedAt } } }`;
    expect(
      ids(
        (await t.gql(LIST, {}, { token: blocker.token })).data!.myBlocks.nodes.map(
          (n: { user: { id: string } }) => n.user,
        ),
      ),
    ).toEqual([blocked.id]);
    expect((await t.gql(LIST, {}, { token: blocked.token })).data!.myBlocks.nodes).toEqual([]);
    // blocking again changes nothing
    expect(refusal(await t.gql(BLOCK, { id: blocked.id }, { token: blocker.token }))).toBeUndefined();
    expect(refusal(await t.gql(BLOCK, { id: blocker.id }, { token: blocker.token }))).toBe('BAD_USER_INPUT');
  });

  it('hides each from the other through GraphQL reads (feed, post, likers, comments, profile, search)', async () => {
    for (const [viewer, other, otherPost, otherComment] of [
      [blocked, blocker, blockerPost, blockerComment],
      [blocker, blocked, null, blockedComment],
    ] as const) {
      const token = viewer.token;
      if (otherPost) {
        expect(await feedIds(token)).not.toContain(otherPost);
        expect((await t.gql(POST, { id: otherPost }, { token })).data!.post).toBeNull();
      }
      expect((await t.gql(USER_POSTS, { id: other.id }, { token })).data!.userPosts.edges).toEqual([]);
      const shared = (await t.gql(POST, { id: thirdPost }, { token })).data!.post;
      expect(ids(shared.likers.nodes)).toEqual([viewer.id]);
      expect(ids(shared.comments.nodes)).not.toContain(otherComment);
      expect(ids(shared.comments.nodes)).toHaveLength(1);
      const found = (await t.gql(SEARCH, { q: 'bee' }, { token })).data!.search;
      expect(ids(found.users.nodes)).not.toContain(other.id);
      const weaving = (await t.gql(SEARCH, { q: 'Weaving' }, { token })).data!.search;
      if (otherPost) expect(ids(weaving.posts.nodes)).not.toContain(otherPost);
      const followers = await t.gql(
        `query($id: ID!) { user(id: $id) { followers { nodes { id } } } }`,
        { id: third.id },
        { token },
      );
      expect(ids(followers.data!.user.followers.nodes)).toEqual([viewer.id]);
    }
    // the blocker is not found by the one they blocked; the blocker still finds them, to undo it
    expect((await t.gql(USER, { id: blocker.id }, { token: blocked.token })).data!.user).toBeNull();
    expect((await t.gql(USER, { id: blocked.id }, { token: blocker.token })).data!.user).toEqual({ id: blocked.id });
    // the third member still sees both
    const seen = (await t.gql(POST, { id: thirdPost }, { token: third.token })).data!.post;
    expect(ids(seen.likers.nodes).sort()).toEqual([blocker.id, blocked.id].sort());
    expect((await t.gql(POST, { id: blockerPost }, { token: third.token })).data!.post).not.toBeNull();
  });

  it('stops the blocked member from following, liking, commenting on or answering the blocker', async () => {
    expect(
      refusal(
        await t.gql(
          `mutation($id: ID!) { followUser(userId: $id) { userErrors { code } } }`,
          { id: blocker.id },
          { token: blocked.token },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(
      refusal(
        await t.gql(
          `mutation($id: ID!) { followUser(userId: $id) { userErrors { code } } }`,
          { id: blocked.id },
          { token: blocker.token },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(refusal(await t.gql(LIKE, { id: blockerPost }, { token: blocked.token }))).toBe('NOT_FOUND');
    const COMMENT = `mutation($id: ID!, $reply: ID) { addComment(postId: $id, body: "hey", repliedToId: $reply) { comment { id } userErrors { code } } }`;
    expect(refusal(await t.gql(COMMENT, { id: blockerPost }, { token: blocked.token }))).toBe('NOT_FOUND');
    expect(refusal(await t.gql(COMMENT, { id: thirdPost, reply: blockerComment }, { token: blocked.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await followIdOf(t, blocked.id, blocker.id)).toBeUndefined();
  });

  it('hides each from the other through REST', async () => {
    const token = blocked.token;
    const list = await t.rest('GET', '/api/posts-list?page=1&page_size=50', { token });
    expect(list.body.results.map((p: { _id: string }) => p._id)).not.toContain(blockerPost);
    expect((await t.rest('GET', `/api/liked-post-view/${blockerPost}/`, { token })).body).toEqual([]);
    expect((await t.rest('GET', `/api/public-profile-posts/?user_id=${blocker.id}`, { token })).body).toEqual([]);
    expect((await t.rest('GET', `/api/view_user/${blocker.id}/`, { token })).status).toBe(404);
    const found = await t.rest('GET', '/api/search/?q=bee', { token });
    expect(found.body.users.map((u: { id: string }) => u.id)).not.toContain(blocker.id);
    expect((await t.rest('POST', `/api/like-posts/${blockerPost}/like_post/`, { token })).status).toBe(404);
    expect((await t.rest('POST', `/api/follow/${blocker.id}/follow/`, { token })).status).toBe(404);
    const shown = await t.rest('GET', `/api/liked-post-view/${thirdPost}/`, { token: blocker.token });
    expect(shown.body[0].likers.map((l: { id: string }) => l.id)).toEqual([blocker.id]);
  });

  it("takes the blocked member's earlier actions out of the blocker's notifications", async () => {
    const { actors, unread } = await actorsOf(blocker.token);
    expect(actors).not.toContain(blocked.id);
    expect(unread).toBe(actors.length);
  });

  it('hides each from the other live: new posts, like changes, post changes', async () => {
    const after = await liveCursor(t);
    const POSTS = `subscription($after: String) { postAdded(scope: PUBLIC, after: $after) { id } }`;
    const LIKES = `subscription($ids: [ID!]!, $after: String) { postLikeChanged(postIds: $ids, after: $after) { id } }`;
    const CHANGES = `subscription($ids: [ID!]!, $after: String) { postChanged(postIds: $ids, after: $after) { postId kind } }`;
    const posts = collect(t.wsClient({ token: blocked.token }), POSTS, { after }, 1, 20_000);
    const likes = collect(
      t.wsClient({ token: blocked.token }),
      LIKES,
      { ids: [blockerPost, thirdPost], after },
      1,
      20_000,
    );
    const changes = collect(
      t.wsClient({ token: blocked.token }),
      CHANGES,
      { ids: [blockerPost, thirdPost], after },
      1,
      20_000,
    );
    // the blocker's events come first in the log; each stream's first delivery must be the third member's
    const hidden = await createPost(blocker.token, 'Not for them');
    await t.gql(LIKE, { id: blockerPost }, { token: third.token });
    await t.gql(
      `mutation($id: ID!) { addComment(postId: $id, body: "nice") { comment { id } } }`,
      { id: blockerPost },
      { token: third.token },
    );
    const shown = await createPost(third.token, 'For everyone');
    await t.gql(LIKE, { id: thirdPost }, { token: third.token });
    await t.gql(
      `mutation($id: ID!) { addComment(postId: $id, body: "again") { comment { id } } }`,
      { id: thirdPost },
      { token: third.token },
    );
    expect((await posts.done).map((e) => e.postAdded.id)).toEqual([shown]);
    expect(hidden).not.toBe(shown);
    expect((await likes.done).map((e) => e.postLikeChanged.id)).toEqual([thirdPost]);
    expect((await changes.done).map((e) => e.postChanged.postId)).toEqual([thirdPost]);
  });

  it('lifts with unblock (follows stay ended)', async () => {
    const res = await t.gql(UNBLOCK, { id: blocked.id }, { token: blocker.token });
    expect(res.data!.unblockMember.user).toEqual({ id: blocked.id, isBlockedByViewer: false });
    expect((await t.gql(POST, { id: blockerPost }, { token: blocked.token })).data!.post).not.toBeNull();
    expect((await t.gql(USER, { id: blocker.id }, { token: blocked.token })).data!.user).toEqual({ id: blocker.id });
    expect(await followIdOf(t, blocked.id, blocker.id)).toBeUndefined();
    await t.gql(BLOCK, { id: blocked.id }, { token: blocker.token });
  });
});

describe('a mute', () => {
  let muter: TestMember;
  let muted: TestMember;
  let other: TestMember;
  let mutedPost: string;

  beforeAll(async () => {
    muter = await createMember(t);
    muted = await createMember(t);
    other = await createMember(t);
    await follow(t, muter.id, muted.id);
    mutedPost = await seedPost(t, muted.id, { title: 'Loud post' });
    const res = await t.gql(MUTE, { id: muted.id }, { token: muter.token });
    expect(res.data!.muteMember).toEqual({
      mute: { user: { id: muted.id, isMutedByViewer: true }, until: null },
      userErrors: [],
    });
  });

  it("hides the muted member's posts from the muter's feed only", async () => {
    expect(await feedIds(muter.token)).not.toContain(mutedPost);
    expect((await t.gql(POST, { id: mutedPost }, { token: muter.token })).data!.post).not.toBeNull();
    expect(
      ids(
        (await t.gql(USER_POSTS, { id: muted.id }, { token: muter.token })).data!.userPosts.edges.map(
          (e: { node: { id: string } }) => e.node,
        ),
      ),
    ).toEqual([mutedPost]);
    expect(await followIdOf(t, muter.id, muted.id)).toBeDefined();
    expect(await feedIds(other.token)).toContain(mutedPost);
  });

  it('is never visible to the muted member', async () => {
    const res = await t.gql(
      `query($id: ID!) { user(id: $id) { id isMutedByViewer isBlockedByViewer } }`,
      { id: muter.id },
      { token: muted.token },
    );
    expect(res.data!.user).toEqual({ id: muter.id, isMutedByViewer: false, isBlockedByViewer: false });
    expect(
      (await t.gql(`{ myMutes { nodes { user { id } } } }`, {}, { token: muted.token })).data!.myMutes.nodes,
    ).toEqual([]);
    const list = (await t.gql(`{ myMutes { nodes { user { id } until } } }`, {}, { token: muter.token })).data!.myMutes;
    expect(list.nodes).toEqual([{ user: { id: muted.id }, until: null }]);
  });

  it("keeps the muted member's actions out of the muter's notifications, live too", async () => {
    const muterPost = await seedPost(t, muter.id, { title: 'Quiet post' });
    const after = await liveCursor(t);
    const live = collect(
      t.wsClient({ token: muter.token }),
      `subscription($after: String) { notificationAdded(after: $after) { actor { id } } }`,
      { after },
      1,
      20_000,
    );
    const feed = collect(
      t.wsClient({ token: muter.token }),
      `subscription($after: String) { postAdded(scope: HOME, after: $after) { id } }`,
      { after },
      1,
      20_000,
    );
    await t.gql(LIKE, { id: muterPost }, { token: muted.token });
    await createPost(muted.token, 'More noise');
    await t.gql(LIKE, { id: muterPost }, { token: other.token });
    const quiet = await createPost(other.token, 'Worth reading');
    expect((await live.done).map((e) => e.notificationAdded.actor.id)).toEqual([other.id]);
    expect((await feed.done).map((e) => e.postAdded.id)).toEqual([quiet]);
    const { actors, unread } = await actorsOf(muter.token);
    expect(actors).toEqual([other.id]);
    expect(unread).toBe(1);
  });

  it('may end at a time to come, and lifts with unmute', async () => {
    expect(
      userErrorsOf(
        await t.gql(MUTE, { id: muted.id, until: new Date(Date.now() - 60_000).toISOString() }, { token: muter.token }),
        'muteMember',
      )[0],
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'until' });
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const timed = await t.gql(MUTE, { id: muted.id, until }, { token: muter.token });
    expect(timed.data!.muteMember.mute.until).toBe(until);
    // a mute that ran out narrows nothing
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`update member_mute set until = now() - interval '1 second' where muter_id = ?`, [muter.id]);
    expect(await feedIds(muter.token)).toContain(mutedPost);
    expect(
      (await t.gql(`{ myMutes { nodes { user { id } } } }`, {}, { token: muter.token })).data!.myMutes.nodes,
    ).toEqual([]);
    await t.gql(MUTE, { id: muted.id }, { token: muter.token });
    expect(await feedIds(muter.token)).not.toContain(mutedPost);
    expect(refusal(await t.gql(UNMUTE, { id: muted.id }, { token: muter.token }))).toBeUndefined();
    expect(await feedIds(muter.token)).toContain(mutedPost);
  });
});
