import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createMember } from '../../../test/factories.js';
import { User } from '../accounts/user.entity.js';
import { Post } from './post.entity.js';
import { DEMO_POSTS, seedPosts } from './seed-posts.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('seedPosts', () => {
  it('gives each member without posts one demo post with likes, once', async () => {
    const ids = [
      (await createMember(t)).id,
      (await createMember(t)).id,
      (await createMember(t, { isPrivate: true })).id,
    ];
    const em = t.orm.em.fork();
    const users = await em.find(User, { id: { $in: ids } });
    expect(await seedPosts(em, users)).toBe(3);
    expect(await seedPosts(t.orm.em.fork(), users)).toBe(0);
    expect(await t.orm.em.fork().count(Post, { author: { $in: ids } })).toBe(3);
    const feed = await t.gql(`{ feed(first: 50) { edges { node { likeCount commentCount } } } }`);
    expect(feed.data!.feed.edges.length).toBe(2);
    expect(feed.data!.feed.edges.every((e: { node: { likeCount: number } }) => e.node.likeCount >= 1)).toBe(true);
  });

  it('gives each post the country its content is about (no Day of the Dead under Morocco)', async () => {
    const moroccan = await createMember(t, { country: 'Morocco' });
    const mexican = await createMember(t, { country: 'Mexico' });
    const em = t.orm.em.fork();
    await seedPosts(em, await em.find(User, { id: { $in: [moroccan.id, mexican.id] } }));
    const posts = await t.orm.em.fork().find(Post, { author: { $in: [moroccan.id, mexican.id] } });
    const byAuthor = new Map(posts.map((p) => [p.author.id, p]));
    expect(byAuthor.get(moroccan.id)).toMatchObject({ title: 'Zellige tilework', country: 'Morocco' });
    expect(byAuthor.get(mexican.id)).toMatchObject({ title: 'Day of the Dead altars', country: 'Mexico' });
    for (const demo of DEMO_POSTS) {
      expect(['Philippines', 'Japan', 'Nigeria', 'Mexico', 'Morocco']).toContain(demo.country);
    }
  });
});
