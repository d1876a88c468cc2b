import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, startTestApp, type TestApp } from '../../../test/harness.js';
import { registrations } from '../../../test/wait.js';
import { createAdmin, createMember, follow, seedPost, seedReport, type TestMember } from '../../../test/factories.js';

let t: TestApp;
let author: TestMember;
let privateAuthor: TestMember;
let fan: TestMember;
let stranger: TestMember;
let admin: TestMember;

const CHANGED = `subscription($ids: [ID!]!) { postChanged(postIds: $ids) { kind postId commentId post { id title commentCount isBanned } } }`;
/** The outcome of a subscription that should stay silent: its timeout message when nothing came. */
const silent = (token: string | undefined, ids: string[]) =>
  collect(t.wsClient(token ? { token } : {}), CHANGED, { ids }, 1, 1500).done.then(
    (events) => `delivered ${JSON.stringify(events)}`,
    (error: Error) => error.message,
  );

beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t);
  privateAuthor = await createMember(t, { isPrivate: true });
  fan = await createMember(t);
  stranger = await createMember(t);
  admin = await createAdmin(t);
  await follow(t, fan.id, privateAuthor.id);
});
afterAll(async () => {
  await t?.close();
});

describe('postChanged', () => {
  it('follows comments added, edited and deleted, an edit, then the deletion, in order', async () => {
    const postId = await seedPost(t, author.id);
    const registered = await registrations(t.url);
    const watcher = collect(t.wsClient({ token: stranger.token }), CHANGED, { ids: [postId] }, 5, 20_000);
    await registered(1);
    const added = await t.gql(
      `mutation($id: ID!) { addComment(postId: $id, body: "Lovely") { comment { id } } }`,
      { id: postId },
      {
        token: fan.token,
      },
    );
    const commentId = added.data!.addComment.comment.id as string;
    await t.gql(
      `mutation($id: ID!) { editComment(id: $id, body: "Lovely!") { comment { id } } }`,
      { id: commentId },
      {
        token: fan.token,
      },
    );
    await t.gql(
      `mutation($id: ID!) { deleteComment(id: $id) { deletedCommentId } }`,
      { id: commentId },
      { token: fan.token },
    );
    const edited = await t.gql(
      `mutation($id: ID!) { updatePost(id: $id, input: { title: "Edited title" }) { post { id } } }`,
      { id: postId },
      { token: author.token },
    );
    expect(edited.errors).toBeUndefined();
    await t.gql(
      `mutation($id: ID!) { deletePost(id: $id) { deletedPostId } }`,
      { id: postId },
      { token: author.token },
    );
    const events = (await watcher.done).map((e) => e.postChanged);
    expect(events.map((e) => [e.kind, e.commentId, e.post?.commentCount ?? null])).toEqual([
      ['COMMENT_ADDED', commentId, 1],
      ['COMMENT_EDITED', commentId, 1],
      ['COMMENT_DELETED', commentId, 0],
      ['UPDATED', null, 0],
      ['REMOVED', null, null],
    ]);
    expect(events[3].post.title).toBe('Edited title');
    expect(events.every((e) => e.postId === postId)).toBe(true);
  });

  it("keeps a private author's changes from strangers and guests, and tells followers", async () => {
    const postId = await seedPost(t, privateAuthor.id);
    const registered = await registrations(t.url);
    const toFan = collect(t.wsClient({ token: fan.token }), CHANGED, { ids: [postId] }, 2, 15_000);
    const outsiders = [silent(stranger.token, [postId]), silent(undefined, [postId])];
    await registered(3);
    await t.gql(
      `mutation($id: ID!) { updatePost(id: $id, input: { content: "New words" }) { post { id } } }`,
      { id: postId },
      {
        token: privateAuthor.token,
      },
    );
    await t.gql(
      `mutation($id: ID!) { deletePost(id: $id) { deletedPostId } }`,
      { id: postId },
      { token: privateAuthor.token },
    );
    expect((await toFan.done).map((e) => e.postChanged.kind)).toEqual(['UPDATED', 'REMOVED']);
    for (const outcome of await Promise.all(outsiders)) expect(outcome).toMatch(/0 of 1/);
  });

  it('a ban removes the post from other screens; its author still sees it, banned', async () => {
    const postId = await seedPost(t, author.id);
    const reportId = await seedReport(t, stranger.id, postId);
    const registered = await registrations(t.url);
    const toStranger = collect(t.wsClient({ token: stranger.token }), CHANGED, { ids: [postId] });
    const toAuthor = collect(t.wsClient({ token: author.token }), CHANGED, { ids: [postId] });
    await registered(2);
    const banned = await t.gql(
      `mutation($id: ID!) { banReport(id: $id) { report { id } } }`,
      { id: reportId },
      {
        token: admin.token,
      },
    );
    expect(banned.errors).toBeUndefined();
    expect((await toStranger.done)[0].postChanged).toEqual({ kind: 'REMOVED', postId, commentId: null, post: null });
    const [forAuthor] = await toAuthor.done;
    expect(forAuthor.postChanged).toMatchObject({ kind: 'UPDATED', post: { id: postId, isBanned: true } });
  });
});
