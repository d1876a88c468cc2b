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

const SEARCH = `query($text: String!, $first: Int) { search(text: $text, first: $first) { users { id } posts { id } } }`;

const found = async (text: string, options: { viewer?: TestMember; token?: string; first?: number } = {}) => {
  const token = options.token ?? options.viewer?.token;
  const res = await t.gql<{ search: { users: { id: string }[]; posts: { id: string }[] } }>(
    SEARCH,
    { text, first: options.first },
    token ? { token } : {},
  );
  expect(res.errors).toBeUndefined();
  return { users: res.data!.search.users.map((u) => u.id), posts: res.data!.search.posts.map((p) => p.id) };
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
});
