import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createMember, seedPost } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const SEARCH = graphql(`
  query Search($text: String!, $first: Int) {
    search(text: $text) {
      users(first: $first) {
        nodes {
          id
          username
        }
      }
      posts(first: $first) {
        nodes {
          id
          title
        }
      }
    }
  }
`);

describe('search', () => {
  it('finds members by partial username or full name, case-insensitively and despite a typo', async () => {
    const lapu = await createMember(t, { username: 'LapuLapu1521', fullName: 'Datu Lapulapu' });
    const gabriela = await createMember(t, { username: 'gab_silang', fullName: 'Gabriela Silang' });
    const byPart = await t.gql(SEARCH, { text: 'lapul' });
    expect(byPart.errors).toBeUndefined();
    expect(byPart.data!.search.users.nodes.map((u) => u.id)).toEqual([lapu.id]);
    expect((await t.gql(SEARCH, { text: 'SILANG' })).data!.search.users.nodes.map((u) => u.id)).toEqual([gabriela.id]);
    expect((await t.gql(SEARCH, { text: 'Gabriella' })).data!.search.users.nodes.map((u) => u.id)).toContain(
      gabriela.id,
    );
  });

  it('finds posts by title words, content, country and category, respecting privacy and bans', async () => {
    const writer = await createMember(t);
    const secretive = await createMember(t, { isPrivate: true });
    const follower = await createMember(t);
    const visible = await seedPost(t, writer.id, {
      title: 'Sinulog festival in Cebu',
      content: 'Drums and dancing all night.',
      country: 'Philippines',
      category: 'Festivals',
    });
    const banned = await seedPost(t, writer.id, { title: 'Sinulog banned copy', isBanned: true });
    const hidden = await seedPost(t, secretive.id, { title: 'Sinulog from a private member' });
    const other = await seedPost(t, writer.id, {
      title: 'Bibingka',
      content: 'Rice cake',
      country: 'Philippines',
      category: 'Cuisine',
    });

    const guest = await t.gql(SEARCH, { text: 'sinulog' });
    expect(guest.data!.search.posts.nodes.map((p) => p.id)).toEqual([visible]);
    expect((await t.gql(SEARCH, { text: 'festiv' })).data!.search.posts.nodes.map((p) => p.id)).toEqual([visible]);
    expect((await t.gql(SEARCH, { text: 'drums dancing' })).data!.search.posts.nodes.map((p) => p.id)).toEqual([
      visible,
    ]);
    expect((await t.gql(SEARCH, { text: 'cuisine' })).data!.search.posts.nodes.map((p) => p.id)).toEqual([other]);

    const author = await t.gql(SEARCH, { text: 'sinulog' }, { token: writer.token });
    expect(author.data!.search.posts.nodes.map((p) => p.id).sort()).toEqual([visible, banned].sort());

    await t.gql(
      'mutation($id: ID!) { followUser(userId: $id) { user { followStatus } } }',
      { id: secretive.id },
      { token: follower.token },
    );
    const pending = await t.gql(SEARCH, { text: 'sinulog' }, { token: follower.token });
    expect(pending.data!.search.posts.nodes.map((p) => p.id)).toEqual([visible]);
    const em = t.orm.em.fork();
    await em.getConnection().execute(`update follow set status = 'accepted' where follower_id = ?`, [follower.id]);
    const approved = await t.gql(SEARCH, { text: 'sinulog' }, { token: follower.token });
    expect(approved.data!.search.posts.nodes.map((p) => p.id).sort()).toEqual([visible, hidden].sort());
  });

  it('answers REST GET /api/search/?title= with {users, posts}', async () => {
    const writer = await createMember(t, { username: 'kulintang_player' });
    const postId = await seedPost(t, writer.id, { title: 'Kulintang gongs', category: 'Music' });
    const res = await t.rest<{ users: unknown[]; posts: { _id: string }[] }>(
      'GET',
      `/api/search/?title=${encodeURIComponent('kulintang')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([
      expect.objectContaining({
        id: writer.id,
        user: { id: writer.id, username: 'kulintang_player', email: null },
        is_private: false,
      }),
    ]);
    expect(res.body.posts.map((p) => p._id)).toEqual([postId]);
    // the original answered empty text with this 400, which its client expects
    expect((await t.rest('GET', '/api/search/?title=')).body).toMatchObject({ error: 'Search query is missing' });
  });

  it('treats wildcards literally and refuses oversized input with a 4xx', async () => {
    await createMember(t, { username: 'percent_lover' });
    expect((await t.gql(SEARCH, { text: '%' })).data!.search.users.nodes).toEqual([]);
    expect((await t.gql(SEARCH, { text: 'x'.repeat(101) })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(SEARCH, { text: 'a', first: 51 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.rest('GET', '/api/search/?title=a&title=b')).status).toBe(400);
  });
});
