import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createMember, seedPost, type TestMember } from '../../../test/factories.js';
import { Notification } from '../notifications/notification.entity.js';

let t: TestApp;
let author: TestMember;
let fan: TestMember;

const TOGGLE = `mutation($id: ID!) { toggleLike(postId: $id) { isLiked likeCount post { id likeCount isLiked likers { id username } } } }`;
const likeNotifications = (postId: string) => t.orm.em.fork().count(Notification, { type: 'like', post: postId });

beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t);
  fan = await createMember(t);
});
afterAll(async () => {
  await t?.close();
});

describe('likes', () => {
  it('toggles one like per member, notifies the author and withdraws the notification on unlike', async () => {
    const postId = await seedPost(t, author.id);
    const liked = await t.gql(TOGGLE, { id: postId }, { token: fan.token });
    expect(liked.errors).toBeUndefined();
    expect(liked.data!.toggleLike).toMatchObject({
      isLiked: true,
      likeCount: 1,
      post: { id: postId, likeCount: 1, isLiked: true, likers: [{ id: fan.id }] },
    });
    expect(await likeNotifications(postId)).toBe(1);

    const unliked = await t.gql(TOGGLE, { id: postId }, { token: fan.token });
    expect(unliked.data!.toggleLike).toMatchObject({ isLiked: false, likeCount: 0, post: { likers: [] } });
    expect(await likeNotifications(postId)).toBe(0);
  });

  it('never notifies members who like their own post', async () => {
    const postId = await seedPost(t, author.id);
    const res = await t.gql(TOGGLE, { id: postId }, { token: author.token });
    expect(res.data!.toggleLike).toMatchObject({ isLiked: true, likeCount: 1 });
    expect(await likeNotifications(postId)).toBe(0);
  });

  it('counts likes from several members and lists likers newest first', async () => {
    const postId = await seedPost(t, author.id);
    const others = [await createMember(t), await createMember(t), await createMember(t)];
    for (const m of others) await t.gql(TOGGLE, { id: postId }, { token: m.token });
    const res = await t.gql(
      `query($id: ID!) { post(id: $id) { likeCount likers(first: 2) { id } } }`,
      { id: postId },
      { token: fan.token },
    );
    expect(res.data!.post).toEqual({ likeCount: 3, likers: [{ id: others[2].id }, { id: others[1].id }] });
    const tooMany = await t.gql(
      `query($id: ID!) { post(id: $id) { likers(first: 500) { id } } }`,
      { id: postId },
      { token: fan.token },
    );
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers a missing or malformed post id with NOT_FOUND', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.gql(TOGGLE, { id }, { token: fan.token });
      expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('works over REST with the original shape', async () => {
    const postId = await seedPost(t, author.id);
    const res = await t.rest('POST', `/api/like-posts/${postId}/like_post/`, { token: fan.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'post liked', _id: postId, is_liked: true, like_count: 1 });
    const guest = await t.rest('POST', `/api/like-posts/${postId}/like_post/`);
    expect(guest.status).toBe(401);
  });
});
