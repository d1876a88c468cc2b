import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createMember, seedPost, type TestMember } from '../../../test/factories.js';
import { Notification } from '../notifications/notification.entity.js';

let t: TestApp;
let author: TestMember;
let fan: TestMember;
let other: TestMember;

const ADD = `mutation($postId: ID!, $body: String!, $to: ID) { addComment(postId: $postId, body: $body, repliedToId: $to) { id body repliedToId author { id } post { id commentCount } } }`;
const EDIT = `mutation($id: ID!, $body: String!) { editComment(id: $id, body: $body) { id body } }`;
const DELETE = `mutation($id: ID!) { deleteComment(id: $id) }`;
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
      body: 'Delicious!',
      repliedToId: null,
      author: { id: fan.id },
      post: { id: postId, commentCount: 1 },
    });
    const reply = await t.gql(ADD, { postId, body: 'Agreed', to: first.data!.addComment.id }, { token: other.token });
    expect(reply.data!.addComment).toMatchObject({ repliedToId: first.data!.addComment.id, post: { commentCount: 2 } });
    expect(await notificationsOf(author.id)).toEqual(['commented', 'commented']);
    expect(await notificationsOf(fan.id)).toEqual(['reply']);

    const list = await t.gql(
      `query($id: ID!) { post(id: $id) { commentCount comments { body repliedTo { body } } } }`,
      { id: postId },
      { token: other.token },
    );
    expect(list.data!.post).toEqual({
      commentCount: 2,
      comments: [
        { body: 'Delicious!', repliedTo: null },
        { body: 'Agreed', repliedTo: { body: 'Delicious!' } },
      ],
    });
  });

  it('refuses blank, too long and misdirected comments, changing nothing', async () => {
    const postId = await seedPost(t, author.id);
    const otherPost = await seedPost(t, author.id);
    const foreign = await t.gql(ADD, { postId: otherPost, body: 'elsewhere' }, { token: fan.token });
    for (const vars of [{ body: '   ' }, { body: 'x'.repeat(2001) }, { body: 'hi', to: foreign.data!.addComment.id }]) {
      const res = await t.gql(ADD, { postId, ...vars }, { token: fan.token });
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const count = await t.gql(
      `query($id: ID!) { post(id: $id) { commentCount } }`,
      { id: postId },
      { token: fan.token },
    );
    expect(count.data!.post.commentCount).toBe(0);
  });

  it('lets only the comment author edit, and the comment or post author delete', async () => {
    const postId = await seedPost(t, author.id);
    const c1 = (await t.gql(ADD, { postId, body: 'one' }, { token: fan.token })).data!.addComment.id;
    const c2 = (await t.gql(ADD, { postId, body: 'two', to: c1 }, { token: fan.token })).data!.addComment.id;

    expect((await t.gql(EDIT, { id: c1, body: 'changed' }, { token: author.token })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await t.gql(EDIT, { id: c1, body: ' ' }, { token: fan.token })).errors?.[0].extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await t.gql(EDIT, { id: c1, body: 'changed' }, { token: fan.token })).data!.editComment).toEqual({
      id: c1,
      body: 'changed',
    });

    expect((await t.gql(DELETE, { id: c1 }, { token: other.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.orm.em.fork().count(Notification, { comment: c1 })).toBe(1);
    expect((await t.gql(DELETE, { id: c1 }, { token: author.token })).data!.deleteComment).toBe(c1);
    expect(await t.orm.em.fork().count(Notification, { comment: c1 })).toBe(0);
    expect((await t.gql(DELETE, { id: c2 }, { token: fan.token })).data!.deleteComment).toBe(c2);
    const count = await t.gql(
      `query($id: ID!) { post(id: $id) { commentCount } }`,
      { id: postId },
      { token: fan.token },
    );
    expect(count.data!.post.commentCount).toBe(0);
    expect((await t.gql(DELETE, { id: c2 }, { token: fan.token })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
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
