import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, USER_ERRORS, userErrorsOf, type TestApp } from '../../../test/harness.js';
import { createAdmin, createMember, follow, seedComment, seedPost, type TestMember } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const ADD = `mutation($postId: ID!, $body: String!, $to: ID) { addComment(postId: $postId, body: $body, repliedToId: $to) { comment { id } ${USER_ERRORS} } }`;
const EDIT = `mutation($id: ID!, $body: String!) { editComment(id: $id, body: $body) { comment { id } ${USER_ERRORS} } }`;
const DELETE = `mutation($id: ID!) { deleteComment(id: $id) { deletedCommentId ${USER_ERRORS} } }`;
const COMMENTS = `query($id: ID!) { post(id: $id) { commentCount comments(first: 50) { nodes { id body repliedTo { id } viewerCanEdit viewerCanDelete } } } }`;

interface CommentView {
  id: string;
  body: string;
  repliedTo: { id: string } | null;
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
}
const postSeenBy = async (viewer: TestMember | null, postId: string) => {
  const res = await t.gql<{ post: { commentCount: number; comments: { nodes: CommentView[] } } | null }>(
    COMMENTS,
    { id: postId },
    viewer ? { token: viewer.token } : {},
  );
  expect(res.errors).toBeUndefined();
  return res.data!.post;
};
/** Why a mutation refused: its top-level error's code, or its payload's first userError's. */
const codeOf = (res: { data?: Record<string, unknown> | null; errors?: { extensions?: Record<string, unknown> }[] }) =>
  res.errors?.[0].extensions?.code ?? userErrorsOf(res, Object.keys(res.data ?? {})[0] ?? '')[0]?.code;

describe("comments follow the post's privacy", () => {
  it("a private member's post: strangers can neither read nor comment; accepted followers can", async () => {
    const owner = await createMember(t, { isPrivate: true });
    const friend = await createMember(t);
    const stranger = await createMember(t);
    await follow(t, friend.id, owner.id);
    const postId = await seedPost(t, owner.id);
    const commentId = await seedComment(t, owner.id, postId, { body: 'Only for friends' });

    expect(await postSeenBy(stranger, postId)).toBeNull();
    expect(await postSeenBy(null, postId)).toBeNull();
    expect(codeOf(await t.gql(ADD, { postId, body: 'let me in' }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(EDIT, { id: commentId, body: 'x' }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE, { id: commentId }, { token: stranger.token }))).toBe('NOT_FOUND');

    expect((await postSeenBy(friend, postId))!.comments.nodes.map((c) => c.body)).toEqual(['Only for friends']);
    const added = await t.gql(ADD, { postId, body: 'Lovely' }, { token: friend.token });
    expect(codeOf(added)).toBeUndefined();
    expect((await postSeenBy(owner, postId))!.commentCount).toBe(2);
  });

  it('a banned post takes no new comments except from its author, and strangers stop seeing it', async () => {
    const author = await createMember(t);
    const reader = await createMember(t);
    const postId = await seedPost(t, author.id, { isBanned: true });
    expect(await postSeenBy(reader, postId)).toBeNull();
    expect(codeOf(await t.gql(ADD, { postId, body: 'hello' }, { token: reader.token }))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(ADD, { postId, body: 'My appeal' }, { token: author.token }))).toBeUndefined();
  });
});

describe('who may change a comment, as each viewer is told', () => {
  it('marks edit for the comment author, delete for the comment and post authors, neither for others', async () => {
    const author = await createMember(t);
    const commenter = await createMember(t);
    const reader = await createMember(t);
    const admin = await createAdmin(t);
    const postId = await seedPost(t, author.id);
    await seedComment(t, commenter.id, postId);
    const rights = async (viewer: TestMember | null) => {
      const [comment] = (await postSeenBy(viewer, postId))!.comments.nodes;
      return [comment.viewerCanEdit, comment.viewerCanDelete];
    };
    expect(await rights(commenter)).toEqual([true, true]);
    expect(await rights(author)).toEqual([false, true]);
    expect(await rights(reader)).toEqual([false, false]);
    expect(await rights(null)).toEqual([false, false]);
    expect(await rights(admin)).toEqual([false, false]);
  });
});

describe('replies', () => {
  it('stay when the comment they answer is deleted, answering nothing, and the count drops by one', async () => {
    const author = await createMember(t);
    const fan = await createMember(t);
    const postId = await seedPost(t, author.id);
    const parent = await seedComment(t, fan.id, postId, { body: 'parent', createdAt: new Date(Date.now() - 1000) });
    const reply = await seedComment(t, author.id, postId, { body: 'reply', repliedToId: parent });
    expect((await postSeenBy(fan, postId))!.comments.nodes.find((c) => c.id === reply)!.repliedTo).toEqual({
      id: parent,
    });
    expect(codeOf(await t.gql(DELETE, { id: parent }, { token: fan.token }))).toBeUndefined();
    const after = (await postSeenBy(fan, postId))!;
    expect(after.commentCount).toBe(1);
    expect(after.comments.nodes).toMatchObject([{ id: reply, body: 'reply', repliedTo: null }]);
  });
});

describe('concurrent comments', () => {
  it('are all kept and counted', async () => {
    const author = await createMember(t);
    const fans = await Promise.all(Array.from({ length: 5 }, () => createMember(t)));
    const postId = await seedPost(t, author.id);
    const answers = await Promise.all(
      fans.flatMap((fan) =>
        [1, 2].map((n) => t.gql(ADD, { postId, body: `comment ${n} of ${fan.username}` }, { token: fan.token })),
      ),
    );
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const post = (await postSeenBy(author, postId))!;
    expect(post.commentCount).toBe(10);
    expect(new Set(post.comments.nodes.map((c) => c.id)).size).toBe(10);
  });
});
