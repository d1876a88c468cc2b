import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createMember, follow, POST_FIELDS, seedPost, type TestMember } from '../../../test/factories.js';

let t: TestApp;
let alice: TestMember;
let bob: TestMember;

const CREATE = `mutation($input: CreatePostInput!) { createPost(input: $input) { post { ${POST_FIELDS} } userErrors { field message code } } }`;
const FEED = `query($first: Int, $after: String) { feed(first: $first, after: $after) { edges { cursor node { id title } } pageInfo { hasNextPage endCursor } } }`;
const valid = { title: 'Adobo', category: 'FOOD', country: 'Philippines', content: 'Vinegar, soy sauce and garlic.' };

beforeAll(async () => {
  t = await startTestApp();
  alice = await createMember(t);
  bob = await createMember(t);
});
afterAll(async () => {
  await t?.close();
});

describe('creating posts', () => {
  it('creates a post with a canonical category and the author', async () => {
    const res = await t.gql(CREATE, { input: valid }, { token: alice.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createPost.userErrors).toEqual([]);
    expect(res.data!.createPost.post).toMatchObject({
      title: 'Adobo',
      category: 'FOOD',
      likeCount: 0,
      commentCount: 0,
      isLiked: false,
      author: { id: alice.id },
    });
  });

  it('refuses guests', async () => {
    const res = await t.gql(CREATE, { input: valid });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses missing fields with field errors', async () => {
    const res = await t.gql(CREATE, { input: { ...valid, title: '  ', country: '' } }, { token: alice.token });
    expect(res.errors).toBeUndefined();
    const { post, userErrors } = res.data!.createPost;
    expect(post).toBeNull();
    expect(userErrors[0]).toEqual({
      field: null,
      message: 'Please fill all fields correctly.',
      code: 'BAD_USER_INPUT',
    });
    expect(
      userErrors
        .slice(1)
        .map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['country', 'title']);
    expect(new Set(userErrors.map((e: { code: string }) => e.code))).toEqual(new Set(['BAD_USER_INPUT']));
  });

  it('takes the category as the enum, keeps its words and refuses anything else before running', async () => {
    const created = await t.gql(CREATE, { input: { ...valid, category: 'FOLKLORE' } }, { token: alice.token });
    const id = created.data!.createPost.post.id as string;
    const row = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ category: string }[]>('select category from post where id = ?', [id]);
    expect(row[0].category).toBe('Folklore');
    const words = await t.gql(CREATE, { input: { ...valid, category: 'Food' } }, { token: alice.token });
    expect(words.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(words.data?.createPost ?? null).toBeNull();
  });

  it.each([
    ['title', 'Please remove inappropriate language from the title'],
    ['content', 'Please remove inappropriate language from the content'],
    ['country', 'Please remove inappropriate language from the country'],
  ])('refuses banned words in the %s on the server', async (field, message) => {
    const before = await t.gql(FEED, { first: 50 }, { token: bob.token });
    const res = await t.gql(CREATE, { input: { ...valid, [field]: 'well SHIT happens' } }, { token: bob.token });
    expect(res.data!.createPost.userErrors.map((e: { message: string }) => e.message)).toContain(message);
    const after = await t.gql(FEED, { first: 50 }, { token: bob.token });
    expect(after.data!.feed.edges).toHaveLength(before.data!.feed.edges.length);
  });

  it('masks banned words already stored when displaying', async () => {
    const id = await seedPost(t, bob.id, { title: 'Tanga moment', content: 'what the damn heck' });
    const res = await t.gql(`query($id: ID!) { post(id: $id) { title content } }`, { id }, { token: alice.token });
    expect(res.data!.post).toEqual({ title: '***** moment', content: 'what the **** heck' });
  });
});

describe('the feed', () => {
  it('pages newest first with a cursor and refuses bad page sizes and cursors', async () => {
    const viewer = await createMember(t);
    const author = await createMember(t);
    await follow(t, viewer.id, author.id);
    const base = Date.now() + 60_000;
    for (let i = 0; i < 5; i++)
      await seedPost(t, author.id, { title: `paged ${i}`, createdAt: new Date(base + i * 1000) });
    const first = await t.gql(FEED, { first: 2 }, { token: viewer.token });
    expect(first.data!.feed.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual([
      'paged 4',
      'paged 3',
    ]);
    expect(first.data!.feed.pageInfo.hasNextPage).toBe(true);
    const second = await t.gql(FEED, { first: 2, after: first.data!.feed.pageInfo.endCursor }, { token: viewer.token });
    expect(second.data!.feed.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual([
      'paged 2',
      'paged 1',
    ]);
    expect((await t.gql(FEED, { first: 51 }, { token: viewer.token })).errors?.[0].extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      (await t.gql(FEED, { first: 5, after: 'garbage' }, { token: viewer.token })).errors?.[0].extensions?.code,
    ).toBe('BAD_USER_INPUT');
  });

  it("shows a member their own banned post but nobody else's", async () => {
    const author = await createMember(t);
    const id = await seedPost(t, author.id, { title: 'banned one', isBanned: true });
    const own = await t.gql(`query($id: ID!) { post(id: $id) { id } }`, { id }, { token: author.token });
    expect(own.data!.post).toEqual({ id });
    const other = await t.gql(`query($id: ID!) { post(id: $id) { id } }`, { id }, { token: bob.token });
    expect(other.data!.post).toBeNull();
    const feed = await t.gql(FEED, { first: 50 }, { token: bob.token });
    expect(feed.data!.feed.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(id);
  });
});
