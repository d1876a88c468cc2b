import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, USER_ERRORS, userErrorsOf, type TestApp } from '../../../test/harness.js';
import { createMember, follow, seedComment, seedPost, type TestMember } from '../../../test/factories.js';
import { Notification } from '../notifications/notification.entity.js';

let t: TestApp;
let author: TestMember;
let fan: TestMember;
let other: TestMember;

const ADD = `mutation($postId: ID!, $body: String!, $to: ID) { addComment(postId: $postId, body: $body, repliedToId: $to) { comment { id body repliedToId author { id } post { id commentCount } } ${USER_ERRORS} } }`;
const EDIT = `mutation($id: ID!, $body: String!) { editComment(id: $id, body: $body) { comment { id body } ${USER_ERRORS} } }`;
const DELETE = `mutation($id: ID!) { deleteComment(id: $id) { deletedCommentId post { id commentCount } ${USER_ERRORS} } }`;
const PAGE = `query($id: ID!, $first: Int, $after: String) { post(id: $id) { comments(first: $first, after: $after) { totalCount nodes { body } edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } } } }`;
const NODE = `query($id: ID!) { node(id: $id) { __typename id ... on Comment { body post { id } } } }`;
const notificationsOf = async (recipientId: string) =>
  (await t.orm.em.fork().find(Notification, { recipient: recipientId }, { orderBy: { createdAt: 'asc' } })).map(
    (n) => n.type,
  );

beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t);
  fan = await createMember(t);
  other = await createMember(t);
});
afterAll(async () => {
  await t?.close();
});

describe('comments', () => {
  it('adds comments and replies, keeps counts right and notifies the right people', async () => {
    const postId = await seedPost(t, author.id);
    const first = await t.gql(ADD, { postId, body: '  Delicious!  ' }, { token: fan.token });
    expect(first.errors).toBeUndefined();
    expect(first.data!.addComment).toMatchObject({
      comment: { body: 'Delicious!', repliedToId: null, author: { id: fan.id }, post: { id: postId, commentCount: 1 } },
      userErrors: [],
    });
    const firstId = first.data!.addComment.comment.id;
    const reply = await t.gql(ADD, { postId, body: 'Agreed', to: firstId }, { token: other.token });
    expect(reply.data!.addComment.comment).toMatchObject({ repliedToId: firstId, post: { commentCount: 2 } });
    expect(await notificationsOf(author.id)).toEqual(['commented', 'commented']);
    expect(await notificationsOf(fan.id)).toEqual(['reply']);

    const list = await t.gql(
      `query($id: ID!) { post(id: $id) { commentCount comments { totalCount nodes { body repliedTo { body } } } } }`,
      { id: postId },
      { token: other.token },
    );
    expect(list.data!.post).toEqual({
      commentCount: 2,
      comments: {
        totalCount: 2,
        nodes: [
          { body: 'Delicious!', repliedTo: null },
          { body: 'Agreed', repliedTo: { body: 'Delicious!' } },
        ],
      },
    });
  });

  it('refuses blank, too long and misdirected comments as user errors, changing nothing', async () => {
    const postId = await seedPost(t, author.id);
    const otherPost = await seedPost(t, author.id);
    const foreign = await t.gql(ADD, { postId: otherPost, body: 'elsewhere' }, { token: fan.token });
    const cases = [
      { vars: { body: '   ' }, field: 'body' },
      { vars: { body: 'x'.repeat(2001) }, field: 'body' },
      { vars: { body: 'hi', to: foreign.data!.addComment.comment.id }, field: 'repliedTo' },
    ];
    for (const { vars, field } of cases) {
      const res = await t.gql(ADD, { postId, ...vars }, { token: fan.token });
      expect(res.errors).toBeUndefined();
      expect(res.data!.addComment.comment).toBeNull();
      const errors = userErrorsOf(res, 'addComment');
      expect(errors.map((e) => e.code)).toContain('BAD_USER_INPUT');
      expect(errors.map((e) => e.field)).toContain(field);
    }
    const count = await t.gql(
      `query($id: ID!) { post(id: $id) { commentCount } }`,
      { id: postId },
      { token: fan.token },
    );
    expect(count.data!.post.commentCount).toBe(0);
    const unknown = await t.gql(
      ADD,
      { postId: '00000000-0000-4000-8000-000000000000', body: 'hi' },
      { token: fan.token },
    );
    expect(userErrorsOf(unknown, 'addComment').map((e) => e.code)).toEqual(['NOT_FOUND']);
    expect((await t.gql(ADD, { postId, body: 'hi' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets only the comment author edit, and the comment or post author delete', async () => {
    const postId = await seedPost(t, author.id);
    const c1 = (await t.gql(ADD, { postId, body: 'one' }, { token: fan.token })).data!.addComment.comment.id;
    const c2 = (await t.gql(ADD, { postId, body: 'two', to: c1 }, { token: fan.token })).data!.addComment.comment.id;

    expect((await t.gql(EDIT, { id: c1, body: 'changed' }, { token: author.token })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    const blank = await t.gql(EDIT, { id: c1, body: ' ' }, { token: fan.token });
    expect(blank.data!.editComment.comment).toBeNull();
    expect(userErrorsOf(blank, 'editComment')).toContainEqual({
      field: 'body',
      message: 'The comment cannot be blank.',
      code: 'BAD_USER_INPUT',
    });
    expect((await t.gql(EDIT, { id: c1, body: 'changed' }, { token: fan.token })).data!.editComment).toEqual({
      comment: { id: c1, body: 'changed' },
      userErrors: [],
    });

    expect((await t.gql(DELETE, { id: c1 }, { token: other.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.orm.em.fork().count(Notification, { comment: c1 })).toBe(1);
    expect((await t.gql(DELETE, { id: c1 }, { token: author.token })).data!.deleteComment).toEqual({
      deletedCommentId: c1,
      post: { id: postId, commentCount: 1 },
      userErrors: [],
    });
    expect(await t.orm.em.fork().count(Notification, { comment: c1 })).toBe(0);
    expect((await t.gql(DELETE, { id: c2 }, { token: fan.token })).data!.deleteComment.deletedCommentId).toBe(c2);
    const count = await t.gql(
      `query($id: ID!) { post(id: $id) { commentCount } }`,
      { id: postId },
      { token: fan.token },
    );
    expect(count.data!.post.commentCount).toBe(0);
    const again = await t.gql(DELETE, { id: c2 }, { token: fan.token });
    expect(again.errors).toBeUndefined();
    expect(again.data!.deleteComment.deletedCommentId).toBeNull();
    expect(userErrorsOf(again, 'deleteComment').map((e) => e.code)).toEqual(['NOT_FOUND']);
    const gone = await t.gql(EDIT, { id: c2, body: 'x' }, { token: fan.token });
    expect(userErrorsOf(gone, 'editComment').map((e) => e.code)).toEqual(['NOT_FOUND']);
  });

  it("pages oldest first with cursors, totalCount the post's commentCount", async () => {
    const postId = await seedPost(t, author.id);
    const start = Date.now() - 60_000;
    for (let i = 1; i <= 5; i++)
      await seedComment(t, fan.id, postId, { body: `c${i}`, createdAt: new Date(start + i * 1000) });
    const first = (await t.gql(PAGE, { id: postId, first: 2 }, { token: other.token })).data!.post.comments;
    expect(first.totalCount).toBe(5);
    expect(first.nodes.map((c: { body: string }) => c.body)).toEqual(['c1', 'c2']);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.pageInfo.endCursor).toBe(first.edges[1].cursor);
    const second = (
      await t.gql(PAGE, { id: postId, first: 2, after: first.pageInfo.endCursor }, { token: other.token })
    ).data!.post.comments;
    expect(second.nodes.map((c: { body: string }) => c.body)).toEqual(['c3', 'c4']);
    expect(second.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const last = (await t.gql(PAGE, { id: postId, after: second.pageInfo.endCursor }, { token: other.token })).data!
      .post.comments;
    expect(last.nodes.map((c: { body: string }) => c.body)).toEqual(['c5']);
    expect(last.pageInfo.hasNextPage).toBe(false);
    const all = (await t.gql(PAGE, { id: postId }, { token: other.token })).data!.post.comments;
    expect(all.nodes).toHaveLength(5); // 20 by default
    for (const first of [0, 51]) {
      const refused = await t.gql(PAGE, { id: postId, first }, { token: other.token });
      expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const badCursor = await t.gql(PAGE, { id: postId, after: 'nope' }, { token: other.token });
    expect(badCursor.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers node(id:) with a comment for whoever may see its post, null for anyone else', async () => {
    const secretive = await createMember(t, { isPrivate: true });
    const friend = await createMember(t);
    await follow(t, friend.id, secretive.id);
    const postId = await seedPost(t, secretive.id);
    const commentId = await seedComment(t, friend.id, postId, { body: 'Only for friends' });
    for (const viewer of [secretive, friend]) {
      const res = await t.gql(NODE, { id: commentId }, { token: viewer.token });
      expect(res.data!.node).toEqual({
        __typename: 'Comment',
        id: commentId,
        body: 'Only for friends',
        post: { id: postId },
      });
    }
    for (const viewer of [other, null]) {
      const res = await t.gql(NODE, { id: commentId }, viewer ? { token: viewer.token } : {});
      expect(res.errors).toBeUndefined();
      expect(res.data!.node).toBeNull();
    }
  });

  it('works over REST with the original shapes', async () => {
    const postId = await seedPost(t, author.id);
    const created = await t.rest('POST', '/api/commenting', {
      token: fan.token,
      body: { post_id: postId, replied_to: '', body: 'Via REST' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      _id: expect.any(String),
      body: 'Via REST',
      post_id: postId,
      replied_to: null,
      author: { id: fan.id, username: fan.username },
    });
    const edited = await t.rest('PUT', `/api/comments/${created.body._id}`, {
      token: fan.token,
      body: { body: 'Edited' },
    });
    expect(edited.body.body).toBe('Edited');
    const blank = await t.rest('POST', '/api/commenting', { token: fan.token, body: { post_id: postId, body: '  ' } });
    expect(blank.status).toBe(400);
    const forbidden = await t.rest('DELETE', `/api/delete/${created.body._id}/comment`, { token: other.token });
    expect(forbidden.status).toBe(403);
    const deleted = await t.rest('DELETE', `/api/delete/${created.body._id}/comment?audience=${author.username}`, {
      token: author.token,
    });
    expect(deleted.status).toBe(200);
  });
});
