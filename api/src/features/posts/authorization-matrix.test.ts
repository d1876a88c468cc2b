import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, USER_ERRORS, userErrorsOf, type TestApp } from '../../../test/harness.js';
import { createAdmin, createMember, follow, seedPost, type TestMember } from '../../../test/factories.js';

/**
 * Who may do what to posts and comments. The owner is a private member; "follower" is their accepted
 * follower; "other" is a member who does not follow them. Hidden things answer NOT_FOUND, not FORBIDDEN.
 */
type Actor = 'anonymous' | 'other' | 'owner' | 'follower' | 'admin';
type Outcome = 'OK' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';

let t: TestApp;
const members = {} as Record<Exclude<Actor, 'anonymous'>, TestMember>;
const tokenOf = (actor: Actor) => (actor === 'anonymous' ? undefined : members[actor].token);

async function outcome(actor: Actor, query: string, variables: Record<string, unknown>): Promise<Outcome> {
  const res = await t.gql(query, variables, { token: tokenOf(actor) });
  if (res.errors) return res.errors[0].extensions?.code as Outcome;
  // A mutation's expected failures (NOT_FOUND) come back in its payload's userErrors.
  const [mutation] = Object.keys(res.data ?? {});
  const [userError] = mutation ? userErrorsOf(res, mutation) : [];
  return userError ? (userError.code as Outcome) : 'OK';
}

const comment = async (postId: string, by: Actor) =>
  (
    await t.gql(
      `mutation($id: ID!) { addComment(postId: $id, body: "hello") { comment { id } } }`,
      { id: postId },
      { token: tokenOf(by) },
    )
  ).data!.addComment.comment.id as string;

beforeAll(async () => {
  t = await startTestApp();
  members.owner = await createMember(t, { isPrivate: true });
  members.follower = await createMember(t);
  members.other = await createMember(t);
  members.admin = await createAdmin(t);
  await follow(t, members.follower.id, members.owner.id);
});
afterAll(async () => {
  await t?.close();
});

const actors: Actor[] = ['anonymous', 'other', 'follower', 'admin', 'owner'];

const cases: {
  name: string;
  query: string;
  expected: Record<Actor, Outcome>;
  vars: (postId: string) => Promise<Record<string, unknown>>;
}[] = [
  {
    name: 'createPost',
    query: `mutation { createPost(input: { title: "T", category: ART, country: "PH", content: "C" }) { post { id } } }`,
    expected: { anonymous: 'UNAUTHENTICATED', other: 'OK', follower: 'OK', admin: 'OK', owner: 'OK' },
    vars: async () => ({}),
  },
  {
    name: 'updatePost',
    query: `mutation($id: ID!) { updatePost(id: $id, input: { title: "New title" }) { post { id } ${USER_ERRORS} } }`,
    expected: {
      anonymous: 'UNAUTHENTICATED',
      other: 'NOT_FOUND',
      follower: 'FORBIDDEN',
      admin: 'FORBIDDEN',
      owner: 'OK',
    },
    vars: async (id) => ({ id }),
  },
  {
    name: 'deletePost',
    query: `mutation($id: ID!) { deletePost(id: $id) { deletedPostId ${USER_ERRORS} } }`,
    expected: {
      anonymous: 'UNAUTHENTICATED',
      other: 'NOT_FOUND',
      follower: 'FORBIDDEN',
      admin: 'FORBIDDEN',
      owner: 'OK',
    },
    vars: async (id) => ({ id }),
  },
  {
    name: 'likePost',
    query: `mutation($id: ID!) { likePost(postId: $id) { post { isLiked } ${USER_ERRORS} } }`,
    expected: { anonymous: 'UNAUTHENTICATED', other: 'NOT_FOUND', follower: 'OK', admin: 'OK', owner: 'OK' },
    vars: async (id) => ({ id }),
  },
  {
    name: 'unlikePost',
    query: `mutation($id: ID!) { unlikePost(postId: $id) { post { isLiked } ${USER_ERRORS} } }`,
    expected: { anonymous: 'UNAUTHENTICATED', other: 'NOT_FOUND', follower: 'OK', admin: 'OK', owner: 'OK' },
    vars: async (id) => ({ id }),
  },
  {
    name: 'addComment',
    query: `mutation($id: ID!) { addComment(postId: $id, body: "hi") { comment { id } ${USER_ERRORS} } }`,
    expected: { anonymous: 'UNAUTHENTICATED', other: 'NOT_FOUND', follower: 'OK', admin: 'OK', owner: 'OK' },
    vars: async (id) => ({ id }),
  },
  {
    name: "editComment (the follower's comment)",
    query: `mutation($id: ID!) { editComment(id: $id, body: "edited") { comment { id } ${USER_ERRORS} } }`,
    expected: {
      anonymous: 'UNAUTHENTICATED',
      other: 'NOT_FOUND',
      follower: 'OK',
      admin: 'FORBIDDEN',
      owner: 'FORBIDDEN',
    },
    vars: async (postId) => ({ id: await comment(postId, 'follower') }),
  },
  {
    name: "deleteComment (the follower's comment)",
    query: `mutation($id: ID!) { deleteComment(id: $id) { deletedCommentId ${USER_ERRORS} } }`,
    expected: { anonymous: 'UNAUTHENTICATED', other: 'NOT_FOUND', follower: 'OK', admin: 'FORBIDDEN', owner: 'OK' },
    vars: async (postId) => ({ id: await comment(postId, 'follower') }),
  },
  {
    name: "deleteComment (the admin's comment)",
    query: `mutation($id: ID!) { deleteComment(id: $id) { deletedCommentId ${USER_ERRORS} } }`,
    expected: { anonymous: 'UNAUTHENTICATED', other: 'NOT_FOUND', follower: 'FORBIDDEN', admin: 'OK', owner: 'OK' },
    vars: async (postId) => ({ id: await comment(postId, 'admin') }),
  },
];

describe('authorization matrix', () => {
  it.each(cases)('$name', async ({ query, expected, vars }) => {
    const got = {} as Record<Actor, Outcome>;
    for (const actor of actors) {
      const postId = await seedPost(t, members.owner.id); // a fresh target per actor, so a delete cannot hide the next answer
      got[actor] = await outcome(actor, query, await vars(postId));
    }
    expect(got).toEqual(expected);
  });

  it("answers FORBIDDEN (not NOT_FOUND) for a public member's post the actor can see", async () => {
    const author = await createMember(t);
    const postId = await seedPost(t, author.id);
    expect(
      await outcome('other', `mutation($id: ID!) { updatePost(id: $id, input: { title: "x" }) { post { id } } }`, {
        id: postId,
      }),
    ).toBe('FORBIDDEN');
    expect(await outcome('admin', `mutation($id: ID!) { deletePost(id: $id) { deletedPostId } }`, { id: postId })).toBe(
      'FORBIDDEN',
    );
  });

  it('tells each viewer what it may do to a post (viewerCan*, the rule the commands apply), in the feed and alone', async () => {
    const postId = await seedPost(t, members.owner.id);
    const may = async (actor: Actor) => {
      const res = await t.gql(
        `query($id: ID!) { post(id: $id) { viewerCanEdit viewerCanDelete viewerCanReport } }`,
        { id: postId },
        { token: tokenOf(actor) },
      );
      return res.data?.post as Record<string, boolean> | null;
    };
    expect(await may('owner')).toEqual({ viewerCanEdit: true, viewerCanDelete: true, viewerCanReport: false });
    for (const actor of ['follower', 'admin'] as const)
      expect(await may(actor)).toEqual({ viewerCanEdit: false, viewerCanDelete: false, viewerCanReport: true });
    const feed = await t.gql(
      `{ feed(first: 50) { nodes { id viewerCanEdit viewerCanDelete viewerCanReport } } }`,
      {},
      { token: members.follower.token },
    );
    const nodes = (feed.data?.feed as { nodes: Record<string, unknown>[] }).nodes;
    expect(nodes.find((n) => n.id === postId)).toMatchObject({ viewerCanEdit: false, viewerCanReport: true });
  });

  it('applies the same rules over REST', async () => {
    const postId = await seedPost(t, members.owner.id);
    const put = (token?: string) =>
      t.rest('PUT', `/api/posting/${postId}/`, { token, body: { title: 'Via REST', body: 'New body' } });
    expect((await put()).status).toBe(401);
    expect((await put(members.other.token)).status).toBe(404);
    expect((await put(members.follower.token)).status).toBe(403);
    expect((await put(members.owner.token)).body).toMatchObject({
      _id: postId,
      title: 'Via REST',
      content: 'New body',
    });
    const del = (token?: string) => t.rest('POST', '/api/delete-post', { token, body: { post_id: postId } });
    expect((await del(members.admin.token)).status).toBe(403);
    expect((await del(members.owner.token)).status).toBe(200);
    expect((await del(members.owner.token)).status).toBe(404);
  });
});
