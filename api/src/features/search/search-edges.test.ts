import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createAdmin, createMember, seedPost, type TestMember } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const SEARCH = `query($text: String!, $first: Int) { search(text: $text) { users(first: $first) { nodes { id } } posts(first: $first) { nodes { id } } } }`;

const found = async (text: string, options: { viewer?: TestMember; token?: string; first?: number } = {}) => {
  const token = options.token ?? options.viewer?.token;
  const res = await t.gql<{ search: { users: { nodes: { id: string }[] }; posts: { nodes: { id: string }[] } } }>(
    SEARCH,
    { text, first: options.first },
    token ? { token } : {},
  );
  expect(res.errors).toBeUndefined();
  return {
    users: res.data!.search.users.nodes.map((u) => u.id),
    posts: res.data!.search.posts.nodes.map((p) => p.id),
  };
};

describe('search edges', () => {
  it('leaves out deactivated members and their posts, for everyone but administrators', async () => {
    const gone = await createMember(t, { username: 'tinikling_gone', fullName: 'Tinikling Dancer' });
    const postId = await seedPost(t, gone.id, { title: 'Tinikling bamboo dance' });
    await t.orm.em.fork().getConnection().execute('update app_user set is_active = false where id = ?', [gone.id]);
    const reader = await createMember(t);
    expect(await found('tinikling', { viewer: reader })).toEqual({ users: [], posts: [] });
    const admin = await createAdmin(t);
    expect((await found('tinikling', { viewer: admin })).posts).toEqual([postId]);
  });

  it("shows banned posts to an administrator's session but not to their token without ADMIN", async () => {
    const writer = await createMember(t);
    const postId = await seedPost(t, writer.id, { title: 'Kalesa ride banned', isBanned: true });
    const admin = await createAdmin(t);
    expect((await found('kalesa', { viewer: admin })).posts).toEqual([postId]);
    const created = await t.gql<{ createAccessToken: { secret: string } }>(
      `mutation { createAccessToken(input: { name: "reader", scopes: [READ] }) { secret } }`,
      {},
      { token: admin.token },
    );
    expect(created.errors).toBeUndefined();
    expect((await found('kalesa', { token: created.data!.createAccessToken.secret })).posts).toEqual([]);
  });

  it('answers at most `first` of each list', async () => {
    const writer = await createMember(t, { username: 'jeepney_writer' });
    for (let i = 0; i < 4; i++) await seedPost(t, writer.id, { title: `Jeepney route ${i}` });
    for (let i = 0; i < 3; i++) await createMember(t, { username: `jeepney_fan_${i}` });
    const { users, posts } = await found('jeepney', { first: 2 });
    expect(users).toHaveLength(2);
    expect(posts).toHaveLength(2);
  });

  it('takes query operators and quotes as plain text, never as syntax', async () => {
    const writer = await createMember(t);
    await seedPost(t, writer.id, { title: "Lola's adobo & rice" });
    for (const text of ["lola's", 'adobo & rice', '!adobo', 'adobo:*', '(adobo | rice)', '"adobo"', '\\', "'"]) {
      const res = await t.gql(SEARCH, { text });
      expect(res.errors, text).toBeUndefined();
    }
    expect((await found("lola's adobo")).posts).toHaveLength(1);
  });

  it('pages each list on its own, best matches first, with cursors', async () => {
    const writer = await createMember(t, { username: 'kalamansi_writer' });
    const start = Date.now() - 60_000;
    for (let i = 0; i < 5; i++)
      await seedPost(t, writer.id, { title: `Kalamansi juice ${i}`, createdAt: new Date(start + i * 1000) });
    const PAGE = `query($text: String!, $first: Int, $after: String) { search(text: $text) { posts(first: $first, after: $after) { nodes { id } pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor } } } }`;
    const pageOf = async (after?: string) => {
      const res = await t.gql(PAGE, { text: 'kalamansi juice', first: 2, after });
      expect(res.errors).toBeUndefined();
      return res.data!.search.posts as {
        nodes: { id: string }[];
        edges: { cursor: string }[];
        pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
      };
    };
    const all = (await found('kalamansi juice', { first: 10 })).posts;
    expect(all).toHaveLength(5);
    const first = await pageOf();
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.pageInfo.endCursor).toBe(first.edges[1].cursor);
    const second = await pageOf(first.pageInfo.endCursor!);
    const third = await pageOf(second.pageInfo.endCursor!);
    expect(third.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect([...first.nodes, ...second.nodes, ...third.nodes].map((p) => p.id)).toEqual(all);
    const refused = await t.gql(PAGE, { text: 'kalamansi', after: 'not-a-cursor' });
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
