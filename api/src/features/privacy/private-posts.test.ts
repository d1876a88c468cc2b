import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collect, listen, startTestApp, userErrorsOf, type TestApp } from '../../../test/harness.js';
import { registrations } from '../../../test/wait.js';
import { createAdmin, createMember, follow, seedPost, type TestMember } from '../../../test/factories.js';
import { Follow } from '../follows/follow.entity.js';

/**
 * A private member's posts never reach anyone but the member, accepted followers and admins, through
 * any door: GraphQL queries and mutations, REST, and both live subscriptions.
 */
let t: TestApp;
let owner: TestMember;
let follower: TestMember;
let requester: TestMember;
let stranger: TestMember;
let admin: TestMember;
let postId: string;
let commentId: string;

const POST = `query($id: ID!) { post(id: $id) { id likers { nodes { id } } comments { nodes { id } } } }`;
const LIKE = `mutation($id: ID!) { likePost(postId: $id) { post { isLiked } userErrors { code } } }`;
const UNLIKE = `mutation($id: ID!) { unlikePost(postId: $id) { post { isLiked } userErrors { code } } }`;
/** Why a mutation refused: its top-level error's code, or its payload's first userError's. */
const refusal = (res: { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: unknown } }[] }) =>
  res.errors?.[0].extensions?.code ?? userErrorsOf(res, Object.keys(res.data ?? {})[0] ?? '')[0]?.code;
const FEED = `{ feed(first: 50) { edges { node { id } } } }`;
const USER_POSTS = `query($id: ID!) { userPosts(userId: $id) { edges { node { id } } } }`;
/** A post created through the API by the member of `token` (so it is announced live); its id. */
const seedPostByApi = async (token: string) =>
  (
    await t.gql(
      `mutation { createPost(input: { title: "Marker", category: ART, country: "Peru", content: "Weaving" }) { post { id } } }`,
      {},
      { token },
    )
  ).data!.createPost.post.id as string;
const feedIds = async (token?: string) =>
  (await t.gql(FEED, {}, { token })).data!.feed.edges.map((e: { node: { id: string } }) => e.node.id);

beforeAll(async () => {
  t = await startTestApp();
  owner = await createMember(t, { isPrivate: true });
  follower = await createMember(t);
  requester = await createMember(t);
  stranger = await createMember(t);
  admin = await createAdmin(t);
  await follow(t, follower.id, owner.id);
  await follow(t, requester.id, owner.id, 'pending');
  postId = await seedPost(t, owner.id, { title: 'Private recipe' });
  await t.gql(LIKE, { id: postId }, { token: follower.token });
  const comment = await t.gql(
    `mutation($id: ID!) { addComment(postId: $id, body: "secret") { comment { id } } }`,
    { id: postId },
    { token: follower.token },
  );
  commentId = comment.data!.addComment.comment.id;
});
afterAll(async () => {
  await t?.close();
});

describe("a private member's posts", () => {
  it('reach the owner, accepted followers and admins', async () => {
    for (const member of [owner, follower, admin]) {
      expect(await feedIds(member.token)).toContain(postId);
      const res = await t.gql(POST, { id: postId }, { token: member.token });
      expect(res.data!.post).toEqual({
        id: postId,
        likers: { nodes: [{ id: follower.id }] },
        comments: { nodes: [{ id: commentId }] },
      });
    }
  });

  it('never reach guests, strangers or pending requesters through GraphQL', async () => {
    for (const token of [undefined, stranger.token, requester.token]) {
      expect(await feedIds(token)).not.toContain(postId);
      expect((await t.gql(POST, { id: postId }, { token })).data!.post).toBeNull();
      expect((await t.gql(USER_POSTS, { id: owner.id }, { token })).data!.userPosts.edges).toEqual([]);
    }
    const attempts = [
      t.gql(LIKE, { id: postId }, { token: stranger.token }),
      t.gql(
        `mutation($id: ID!) { addComment(postId: $id, body: "peek") { comment { id } userErrors { code } } }`,
        { id: postId },
        { token: stranger.token },
      ),
      t.gql(
        `mutation($id: ID!) { editComment(id: $id, body: "peek") { comment { id } userErrors { code } } }`,
        { id: commentId },
        { token: requester.token },
      ),
      t.gql(
        `mutation($id: ID!) { deleteComment(id: $id) { deletedCommentId userErrors { code } } }`,
        { id: commentId },
        { token: requester.token },
      ),
    ];
    for (const res of await Promise.all(attempts)) expect(refusal(res)).toBe('NOT_FOUND');
  });

  it('never reach them through REST', async () => {
    for (const token of [undefined, stranger.token, requester.token]) {
      const list = await t.rest('GET', '/api/posts-list?page=1&page_size=50', { token });
      expect(list.body.results.map((p: { _id: string }) => p._id)).not.toContain(postId);
      expect((await t.rest('GET', `/api/liked-post-view/${postId}/`, { token })).body).toEqual([]);
      expect((await t.rest('GET', `/api/liked-post-view/${postId}/x`, { token })).body).toEqual([]);
      expect((await t.rest('GET', `/api/public-profile-posts/?user_id=${owner.id}`, { token })).body).toEqual([]);
    }
    expect((await t.rest('POST', `/api/like-posts/${postId}/like_post/`, { token: stranger.token })).status).toBe(404);
    expect(
      (await t.rest('POST', '/api/commenting', { token: stranger.token, body: { post_id: postId, body: 'peek' } }))
        .status,
    ).toBe(404);
    const shown = await t.rest('GET', `/api/liked-post-view/${postId}/`, { token: follower.token });
    expect(shown.body).toHaveLength(1);
    expect(shown.body[0]).toMatchObject({
      _id: postId,
      like_count: 1,
      likers: [{ id: follower.id }],
      comments: [{ _id: commentId }],
    });
  });

  it('never reach them live, and stop the moment a follower unfollows', async () => {
    // No fixed listening windows: each "nothing arrived" is read after the same subscriber has heard a later
    // marker event it may see (events reach a subscription in log order), so a slow machine cannot pass it.
    const LIKES = `subscription($ids: [ID!]!) { postLikeChanged(postIds: $ids) { id likeCount } }`;
    const POSTS = `subscription { postAdded { id } }`;
    const publicPost = await seedPost(t, stranger.id);
    const watched = { ids: [postId, publicPost] };
    const registered = await registrations(t.url);
    const requesterPosts = listen<{ postAdded: { id: string } }>(t.wsClient({ token: requester.token }), POSTS);
    const strangerLikes = listen<{ postLikeChanged: { id: string } }>(
      t.wsClient({ token: stranger.token }),
      LIKES,
      watched,
    );
    const followerLikes = listen<{ postLikeChanged: { id: string } }>(
      t.wsClient({ token: follower.token }),
      LIKES,
      watched,
    );
    const followerPosts = collect(t.wsClient({ token: follower.token }), POSTS, {}, 1, 20_000);
    const ownerLikes = collect(t.wsClient({ token: owner.token }), LIKES, { ids: [postId] }, 2, 20_000);
    await registered(5);
    const created = await t.gql(
      `mutation { createPost(input: { title: "Fresh", category: ART, country: "Peru", content: "Textiles" }) { post { id } } }`,
      {},
      { token: owner.token },
    );
    expect((await followerPosts.done)[0].postAdded.id).toBe(created.data!.createPost.post.id);
    const marker = await seedPostByApi(requester.token);
    await vi.waitFor(() => expect(requesterPosts).toHaveLength(1), { timeout: 20_000 });
    expect(requesterPosts).toEqual([{ postAdded: { id: marker } }]);

    await t.gql(LIKE, { id: postId }, { token: owner.token });
    await vi.waitFor(() => expect(followerLikes).toHaveLength(1), { timeout: 20_000 });
    await t.orm.em.fork().nativeDelete(Follow, { follower: follower.id, followee: owner.id });
    await t.gql(UNLIKE, { id: postId }, { token: owner.token });
    expect(await ownerLikes.done).toHaveLength(2);
    await t.gql(LIKE, { id: publicPost }, { token: requester.token }); // the marker both still hear
    await vi.waitFor(() => expect(strangerLikes).toHaveLength(1), { timeout: 20_000 });
    await vi.waitFor(() => expect(followerLikes).toHaveLength(2), { timeout: 20_000 });
    expect(followerLikes.map((e) => e.postLikeChanged.id)).toEqual([postId, publicPost]);
    expect(strangerLikes.map((e) => e.postLikeChanged.id)).toEqual([publicPost]);
    expect((await t.gql(POST, { id: postId }, { token: follower.token })).data!.post).toBeNull();
    expect(await feedIds(follower.token)).not.toContain(postId);
  });
});
