import type { EntityName, FilterQuery } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, userErrorsOf, type TestApp } from '../../../test/harness.js';
import { createMember, seedPost, type TestMember } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import { EventRecord } from '../../app/event-record.entity.js';
import { Follow } from '../follows/follow.entity.js';
import { Notification } from '../notifications/notification.entity.js';
import { POST_LIKE_CHANGED } from '../posts/index.js';

/** likePost / unlikePost and followUser / unfollowUser: a retry leaves things as the first call did. */
let t: TestApp;
let author: TestMember;
let fan: TestMember;

const LIKE = graphql(`
  mutation IdempotentLike($id: ID!) {
    likePost(postId: $id) {
      post {
        id
        isLiked
        likeCount
      }
      userErrors {
        code
      }
    }
  }
`);
const UNLIKE = graphql(`
  mutation IdempotentUnlike($id: ID!) {
    unlikePost(postId: $id) {
      post {
        isLiked
        likeCount
      }
      userErrors {
        code
      }
    }
  }
`);
const FOLLOW = graphql(`
  mutation IdempotentFollow($id: ID!) {
    followUser(userId: $id) {
      user {
        id
        followStatus
        followerCount
      }
      userErrors {
        code
      }
    }
  }
`);
const UNFOLLOW = graphql(`
  mutation IdempotentUnfollow($id: ID!) {
    unfollowUser(userId: $id) {
      user {
        followStatus
        followerCount
      }
      userErrors {
        code
      }
    }
  }
`);

const count = <T extends object>(entity: EntityName<T>, where: FilterQuery<T>) => t.orm.em.fork().count(entity, where);
const likeEvents = (postId: string) => count(EventRecord, { kind: POST_LIKE_CHANGED, subject: { postId } });
const followEvents = (followeeId: string) => count(EventRecord, { kind: 'follow.changed', subject: { followeeId } });

beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t);
  fan = await createMember(t);
});
afterAll(async () => {
  await t?.close();
});

describe('likePost and unlikePost', () => {
  it('liking twice leaves one like, one notification and one live event; unliking twice leaves none', async () => {
    const postId = await seedPost(t, author.id);
    const first = await t.gql(LIKE, { id: postId }, { token: fan.token });
    const again = await t.gql(LIKE, { id: postId }, { token: fan.token });
    expect(first.errors).toBeUndefined();
    for (const answer of [first, again]) {
      expect(answer.data!.likePost).toEqual({
        post: { id: postId, isLiked: true, likeCount: 1 },
        userErrors: [],
      });
    }
    expect(await count(Notification, { type: 'like', post: postId })).toBe(1);
    expect(await likeEvents(postId)).toBe(1);

    const unliked = await t.gql(UNLIKE, { id: postId }, { token: fan.token });
    const unlikedAgain = await t.gql(UNLIKE, { id: postId }, { token: fan.token });
    for (const answer of [unliked, unlikedAgain]) {
      expect(answer.data!.unlikePost).toEqual({ post: { isLiked: false, likeCount: 0 }, userErrors: [] });
    }
    expect(await count(Notification, { type: 'like', post: postId })).toBe(0);
    expect(await likeEvents(postId)).toBe(2);
  });

  it('refuses guests, and answers a post the member may not see as missing', async () => {
    const postId = await seedPost(t, author.id);
    const guest = await t.gql(LIKE, { id: postId });
    expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const hidden = await createMember(t, { isPrivate: true });
    const privatePost = await seedPost(t, hidden.id);
    const stranger = await t.gql(UNLIKE, { id: privatePost }, { token: fan.token });
    expect(stranger.errors).toBeUndefined();
    expect(stranger.data!.unlikePost).toEqual({ post: null, userErrors: [{ code: 'NOT_FOUND' }] });
    expect(userErrorsOf(stranger, 'unlikePost')).toHaveLength(1);
  });
});

describe('followUser and unfollowUser', () => {
  it('following twice leaves one follow, one notification and one live event; unfollowing twice leaves none', async () => {
    const star = await createMember(t);
    for (let i = 0; i < 2; i++) {
      const answer = await t.gql(FOLLOW, { id: star.id }, { token: fan.token });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.followUser).toEqual({
        user: { id: star.id, followStatus: 'FOLLOWING', followerCount: 1 },
        userErrors: [],
      });
    }
    expect(await count(Follow, { followee: star.id })).toBe(1);
    expect(await count(Notification, { type: 'follow', recipient: star.id })).toBe(1);
    expect(await followEvents(star.id)).toBe(1);

    for (let i = 0; i < 2; i++) {
      const answer = await t.gql(UNFOLLOW, { id: star.id }, { token: fan.token });
      expect(answer.data!.unfollowUser).toEqual({ user: { followStatus: 'NONE', followerCount: 0 }, userErrors: [] });
    }
    expect(await count(Follow, { followee: star.id })).toBe(0);
    expect(await count(Notification, { type: 'follow', recipient: star.id })).toBe(0);
    expect(await followEvents(star.id)).toBe(2);
  });

  it('asks a private member once however often it is retried, keeps a follow they approved, and cancels once', async () => {
    const owner = await createMember(t, { isPrivate: true });
    for (let i = 0; i < 2; i++) {
      const answer = await t.gql(FOLLOW, { id: owner.id }, { token: fan.token });
      expect(answer.data!.followUser?.user).toMatchObject({ followStatus: 'REQUESTED', followerCount: 0 });
    }
    expect(await count(Notification, { type: 'follow_request', recipient: owner.id })).toBe(1);
    expect(await followEvents(owner.id)).toBe(1);

    const approved = await t.gql(
      `mutation($id: ID!) { respondToFollowRequest(notificationId: $id, approve: true) { approved userErrors { code } } }`,
      {
        id: (await t.orm.em.fork().findOneOrFail(Notification, { type: 'follow_request', recipient: owner.id })).id,
      },
      { token: owner.token },
    );
    expect(approved.data!.respondToFollowRequest).toEqual({ approved: true, userErrors: [] });
    const retried = await t.gql(FOLLOW, { id: owner.id }, { token: fan.token });
    expect(retried.data!.followUser?.user).toMatchObject({ followStatus: 'FOLLOWING', followerCount: 1 });
    expect(await followEvents(owner.id)).toBe(2);

    const other = await createMember(t);
    await t.gql(FOLLOW, { id: owner.id }, { token: other.token });
    for (let i = 0; i < 2; i++) {
      const answer = await t.gql(UNFOLLOW, { id: owner.id }, { token: other.token });
      expect(answer.data!.unfollowUser).toEqual({ user: { followStatus: 'NONE', followerCount: 1 }, userErrors: [] });
    }
    expect(await count(Follow, { followee: owner.id, status: 'pending' })).toBe(0);
    expect(await count(Notification, { type: 'follow_request', recipient: owner.id })).toBe(0);
  });

  it('refuses following oneself or no one (user errors), and guests', async () => {
    const self = await t.gql(FOLLOW, { id: fan.id }, { token: fan.token });
    expect(self.errors).toBeUndefined();
    expect(self.data!.followUser).toEqual({ user: null, userErrors: [{ code: 'BAD_USER_INPUT' }] });
    const nobody = await t.gql(UNFOLLOW, { id: '00000000-0000-4000-8000-000000000000' }, { token: fan.token });
    expect(nobody.data!.unfollowUser).toEqual({ user: null, userErrors: [{ code: 'NOT_FOUND' }] });
    const guest = await t.gql(UNFOLLOW, { id: author.id });
    expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
