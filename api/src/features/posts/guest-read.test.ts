import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createMember, seedComment, seedPost, type TestMember } from '../../../test/factories.js';

/** A shared link opens for a guest: a public member's post and its comments read without signing in. */
let t: TestApp;
let author: TestMember;
let commenter: TestMember;

const POST = `query($id: ID!) { post(id: $id) { id title commentCount likeCount isLiked viewerCanEdit viewerCanReport
  author { id username } comments { nodes { id body author { id } } } } }`;

beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t);
  commenter = await createMember(t);
});
afterAll(async () => {
  await t?.close();
});

describe('a guest reading a post', () => {
  it("reads a public member's post and its comments, with nothing they could act on", async () => {
    const postId = await seedPost(t, author.id, { title: 'Lechon in Cebu' });
    const commentId = await seedComment(t, commenter.id, postId, { body: 'Try the skin' });
    const res = await t.gql(POST, { id: postId });
    expect(res.errors).toBeUndefined();
    expect(res.data!.post).toMatchObject({
      id: postId,
      title: 'Lechon in Cebu',
      isLiked: false,
      viewerCanEdit: false,
      viewerCanReport: false,
      author: { id: author.id },
      comments: { nodes: [{ id: commentId, body: 'Try the skin', author: { id: commenter.id } }] },
    });
  });

  it('sees nothing of a private, banned or deactivated member’s post', async () => {
    const hidden = await createMember(t, { isPrivate: true });
    const gone = await createMember(t);
    const ids = [
      await seedPost(t, hidden.id),
      await seedPost(t, author.id, { isBanned: true }),
      await seedPost(t, gone.id),
    ];
    await t.orm.em.fork().getConnection().execute('update app_user set is_active = false where id = ?', [gone.id]);
    for (const id of ids) {
      const res = await t.gql(POST, { id });
      expect(res.errors).toBeUndefined();
      expect(res.data!.post).toBeNull();
    }
  });
});
