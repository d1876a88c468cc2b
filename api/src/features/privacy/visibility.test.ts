import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { sessionScopes, type TokenScope } from '../../kernel/token-scopes.js';
import { User } from '../accounts/user.entity.js';
import { Follow } from '../follows/follow.entity.js';
import { Post } from '../posts/post.entity.js';
import { canSeePost, canSeePostsOf, visiblePostsCondition } from './visibility.js';

let t: TestApp;
let users: Record<'pub' | 'priv' | 'follower' | 'pending' | 'stranger' | 'admin', User>;

beforeAll(async () => {
  t = await startTestApp();
  const em = t.orm.em.fork();
  const make = (name: string, extra: Partial<User> = {}) =>
    em.create(User, { username: name, email: `${name}@example.test`, fullName: name, country: 'PH', ...extra });
  users = {
    pub: make('pub'),
    priv: make('priv', { isPrivate: true }),
    follower: make('follower'),
    pending: make('pending'),
    stranger: make('stranger'),
    admin: make('admin', { isAdmin: true }),
  };
  em.create(Follow, { follower: users.follower, followee: users.priv, status: 'accepted' });
  em.create(Follow, { follower: users.pending, followee: users.priv, status: 'pending' });
  const post = (author: User, title: string, isBanned = false) =>
    em.create(Post, { author, title, category: 'Food', country: 'PH', content: 'x', isBanned });
  post(users.pub, 'public post');
  post(users.priv, 'private post');
  post(users.pub, 'banned post', true);
  await em.flush();
});
afterAll(async () => {
  await t?.close();
});

/** A request of `viewer` by session, or with a token holding `tokenScopes`. */
const as = (viewer: User | null, tokenScopes?: TokenScope[]) => ({
  viewer,
  scopes: tokenScopes ? new Set(tokenScopes) : sessionScopes(viewer),
});

const titlesFor = async (viewer: User | null, tokenScopes?: TokenScope[]) => {
  const posts = await t.orm.em
    .fork()
    .find(Post, visiblePostsCondition(as(viewer, tokenScopes)), { orderBy: { title: 'asc' } });
  return posts.map((p) => p.title);
};

describe('visibility', () => {
  it('filters posts in SQL per viewer', async () => {
    expect(await titlesFor(null)).toEqual(['public post']);
    expect(await titlesFor(users.stranger)).toEqual(['public post']);
    expect(await titlesFor(users.pending)).toEqual(['public post']);
    expect(await titlesFor(users.follower)).toEqual(['private post', 'public post']);
    expect(await titlesFor(users.priv)).toEqual(['private post', 'public post']);
    expect(await titlesFor(users.pub)).toEqual(['banned post', 'public post']);
    expect(await titlesFor(users.admin)).toEqual(['banned post', 'private post', 'public post']);
    expect(await titlesFor(users.admin, ['READ', 'ADMIN'])).toEqual(['banned post', 'private post', 'public post']);
  });

  it("gives an administrator's token without ADMIN no more than a member sees", async () => {
    expect(await titlesFor(users.admin, ['READ'])).toEqual(['public post']);
    const em = t.orm.em.fork();
    expect(await canSeePostsOf(em, as(users.admin, ['READ', 'WRITE']), users.priv)).toBe(false);
    const banned = await em.findOneOrFail(Post, { title: 'banned post' }, { populate: ['author'] });
    expect(await canSeePost(em, as(users.admin, ['READ']), banned)).toBe(false);
    expect(await canSeePost(em, as(users.admin, ['READ', 'ADMIN']), banned)).toBe(true);
  });

  it('combines with other conditions', async () => {
    const em = t.orm.em.fork();
    const posts = await em.find(Post, { $and: [visiblePostsCondition(as(users.stranger)), { author: users.priv.id }] });
    expect(posts).toEqual([]);
    const own = await em.find(Post, { $and: [visiblePostsCondition(as(users.follower)), { author: users.priv.id }] });
    expect(own.map((p) => p.title)).toEqual(['private post']);
  });

  it('answers one-off checks the same way', async () => {
    const em = t.orm.em.fork();
    expect(await canSeePostsOf(em, as(null), users.priv)).toBe(false);
    expect(await canSeePostsOf(em, as(users.pending), users.priv)).toBe(false);
    expect(await canSeePostsOf(em, as(users.follower), users.priv)).toBe(true);
    expect(await canSeePostsOf(em, as(users.admin), users.priv)).toBe(true);
    const banned = await em.findOneOrFail(Post, { title: 'banned post' }, { populate: ['author'] });
    expect(await canSeePost(em, as(users.stranger), banned)).toBe(false);
    expect(await canSeePost(em, as(users.pub), banned)).toBe(true);
    expect(await canSeePost(em, as(users.admin), banned)).toBe(true);
  });
});
