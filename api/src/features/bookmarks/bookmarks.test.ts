import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, userErrorsOf, type TestApp } from '../../../test/harness.js';
import { createMember, follow, seedPost, type TestMember } from '../../../test/factories.js';
import { queryCounter } from '../../../test/query-counter.js';

/**
 * Bookmarks: a member saves any post they may see, privately; the list is theirs alone, newest save first,
 * and follows the privacy rule as it stands when read (a post hidden later, or by a block, leaves the list).
 */
let t: TestApp;
let saver: TestMember;
let author: TestMember;
let privateAuthor: TestMember;

const SAVE = `mutation($id: ID!) { bookmarkPost(postId: $id) { post { id isBookmarked } userErrors { code field } } }`;
const UNSAVE = `mutation($id: ID!) { unbookmarkPost(postId: $id) { post { id isBookmarked } userErrors { code } } }`;
const LIST = `query($after: String, $first: Int) { bookmarks(first: $first, after: $after) {
  edges { cursor node { id isBookmarked } } pageInfo { hasNextPage endCursor } } }`;
const POST = `query($id: ID!) { post(id: $id) { id isBookmarked } }`;

const listed = async (token: string, variables: Record<string, unknown> = {}) => {
  const res = await t.gql(LIST, variables, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.bookmarks as {
    edges: { cursor: string; node: { id: string; isBookmarked: boolean } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};
const listedIds = async (token: string) => (await listed(token)).edges.map((edge) => edge.node.id);

beforeAll(async () => {
  t = await startTestApp();
  [saver, author, privateAuthor] = await Promise.all([
    createMember(t),
    createMember(t),
    createMember(t, { isPrivate: true }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('bookmarks', () => {
  it('saves a visible post once, lists it newest save first, page by page, and unsaves it', async () => {
    const posts = [];
    for (const title of ['First', 'Second', 'Third']) posts.push(await seedPost(t, author.id, { title }));
    for (const id of posts) {
      const res = await t.gql(SAVE, { id }, { token: saver.token });
      expect(res.data!.bookmarkPost).toEqual({ post: { id, isBookmarked: true }, userErrors: [] });
    }
    // saving again changes nothing
    expect((await t.gql(SAVE, { id: posts[0] }, { token: saver.token })).data!.bookmarkPost.userErrors).toEqual([]);

    const first = await listed(saver.token, { first: 2 });
    expect(first.edges.map((edge) => edge.node.id)).toEqual([posts[2], posts[1]]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await listed(saver.token, { first: 2, after: first.pageInfo.endCursor });
    expect(rest.edges.map((edge) => edge.node)).toEqual([{ id: posts[0], isBookmarked: true }]);
    expect(rest.pageInfo.hasNextPage).toBe(false);

    const res = await t.gql(UNSAVE, { id: posts[1] }, { token: saver.token });
    expect(res.data!.unbookmarkPost).toEqual({ post: { id: posts[1], isBookmarked: false }, userErrors: [] });
    expect(await listedIds(saver.token)).toEqual([posts[2], posts[0]]);
    expect((await t.gql(POST, { id: posts[1] }, { token: saver.token })).data!.post.isBookmarked).toBe(false);
    // unsaving again is fine
    expect((await t.gql(UNSAVE, { id: posts[1] }, { token: saver.token })).data!.unbookmarkPost.userErrors).toEqual([]);
  });

  it('is private: nobody else sees the list nor whether a post is saved, and guests cannot save', async () => {
    const other = await createMember(t);
    const id = await seedPost(t, author.id, { title: 'Kept' });
    await t.gql(SAVE, { id }, { token: saver.token });
    expect(await listedIds(other.token)).not.toContain(id);
    expect((await t.gql(POST, { id }, { token: other.token })).data!.post.isBookmarked).toBe(false);
    expect((await t.gql(POST, { id }, { token: author.token })).data!.post.isBookmarked).toBe(false);
    const guest = await t.gql(LIST, {});
    expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(SAVE, { id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(POST, { id })).data!.post.isBookmarked).toBe(false);
  });

  it('refuses a post the member may not see as if it did not exist, and drops one hidden later from the list', async () => {
    const privatePost = await seedPost(t, privateAuthor.id, { title: 'Followers only' });
    const refused = await t.gql(SAVE, { id: privatePost }, { token: saver.token });
    expect(userErrorsOf(refused, 'bookmarkPost')[0]?.code ?? refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(SAVE, { id: 'not-an-id' }, { token: saver.token })).data!.bookmarkPost.userErrors[0].code).toBe(
      'NOT_FOUND',
    );

    // a follower saves it; once the follow ends the post leaves their list (and comes back with the follow)
    const follower = await createMember(t);
    await follow(t, follower.id, privateAuthor.id);
    expect((await t.gql(SAVE, { id: privatePost }, { token: follower.token })).data!.bookmarkPost.userErrors).toEqual(
      [],
    );
    expect(await listedIds(follower.token)).toEqual([privatePost]);
    await t.orm.em.fork().getConnection().execute('delete from follow where follower_id = ?', [follower.id]);
    expect(await listedIds(follower.token)).toEqual([]);
    // it can still be taken off the list for good
    const unsaved = await t.gql(UNSAVE, { id: privatePost }, { token: follower.token });
    expect(unsaved.data!.unbookmarkPost).toEqual({ post: null, userErrors: [] });
    await follow(t, follower.id, privateAuthor.id);
    expect(await listedIds(follower.token)).toEqual([]);
  });

  it('leaves out the posts of a member a block stands between, either way', async () => {
    const [reader, writer] = await Promise.all([createMember(t), createMember(t)]);
    const id = await seedPost(t, writer.id, { title: 'Soon hidden' });
    await t.gql(SAVE, { id }, { token: reader.token });
    expect(await listedIds(reader.token)).toEqual([id]);
    await t.gql(
      `mutation($id: ID!) { blockMember(userId: $id) { userErrors { code } } }`,
      { id: reader.id },
      {
        token: writer.token,
      },
    );
    expect(await listedIds(reader.token)).toEqual([]);
    expect((await t.gql(SAVE, { id }, { token: reader.token })).data!.bookmarkPost.userErrors[0].code).toBe(
      'NOT_FOUND',
    );
  });

  it('reads whether each post of a page is saved with one statement', async () => {
    const reader = await createMember(t);
    const ids = [];
    for (const title of ['One', 'Two', 'Three', 'Four']) ids.push(await seedPost(t, author.id, { title }));
    for (const id of ids.slice(0, 2)) await t.gql(SAVE, { id }, { token: reader.token });
    const count = queryCounter(t);
    const page = (fields: string) =>
      t.gql(
        `query($id: ID!) { userPosts(userId: $id, first: 50) { edges { node { ${fields} } } } }`,
        { id: author.id },
        {
          token: reader.token,
        },
      );
    const without = await count(() => page('id'));
    const withSaved = await count(() => page('id isBookmarked'));
    expect(withSaved.queries - without.queries).toBe(1);
    const saved = (withSaved.result.data!.userPosts.edges as { node: { id: string; isBookmarked: boolean } }[])
      .filter((edge) => edge.node.isBookmarked)
      .map((edge) => edge.node.id);
    expect(saved.sort()).toEqual(ids.slice(0, 2).sort());
  });
});
