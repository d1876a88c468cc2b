import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, startTestApp, USER_ERRORS, userErrorsOf, type TestApp } from '../../../test/harness.js';
import { createMember, type TestMember } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const FOLLOW = `mutation($id: ID!) { followUser(userId: $id) { user { id followStatus followerCount } ${USER_ERRORS} } }`;
const UNFOLLOW = `mutation($id: ID!) { unfollowUser(userId: $id) { user { id followStatus followerCount } ${USER_ERRORS} } }`;
const RESPOND = `mutation($f: ID, $n: ID, $approve: Boolean!) { respondToFollowRequest(followId: $f, notificationId: $n, approve: $approve) { approved followerCount requester { id } ${USER_ERRORS} } }`;
const PROFILE = `query($id: ID!) { user(id: $id) { username followerCount followingCount followStatus isFollowed followers(first: 10) { edges { node { id } } } } }`;
const NOTES = `{ notifications { edges { node { id type isRead isPendingRequest followId actor { id } } } } }`;

const followOf = (who: TestMember, target: TestMember) => t.gql(FOLLOW, { id: target.id }, { token: who.token });
const unfollowOf = (who: TestMember, target: TestMember) => t.gql(UNFOLLOW, { id: target.id }, { token: who.token });

describe('following a public member', () => {
  it('follows at once, counts, notifies, and unfollows with the notification gone', async () => {
    const star = await createMember(t);
    const fan = await createMember(t);
    const followed = await followOf(fan, star);
    expect(followed.errors).toBeUndefined();
    expect(followed.data!.followUser).toEqual({
      user: { id: star.id, followStatus: 'FOLLOWING', followerCount: 1 },
      userErrors: [],
    });

    const seen = await t.gql(PROFILE, { id: star.id }, { token: fan.token });
    expect(seen.data!.user).toMatchObject({
      followerCount: 1,
      followingCount: 0,
      followStatus: 'FOLLOWING',
      isFollowed: true,
      followers: { edges: [{ node: { id: fan.id } }] },
    });
    const starNotes = await t.gql(NOTES, {}, { token: star.token });
    expect(
      starNotes.data!.notifications.edges.map((e: { node: { type: string; actor: { id: string } } }) => [
        e.node.type,
        e.node.actor.id,
      ]),
    ).toEqual([['FOLLOW', fan.id]]);

    const unfollowed = await unfollowOf(fan, star);
    expect(unfollowed.data!.unfollowUser).toEqual({
      user: { id: star.id, followStatus: 'NONE', followerCount: 0 },
      userErrors: [],
    });
    expect((await t.gql(NOTES, {}, { token: star.token })).data!.notifications.edges).toEqual([]);
  });

  it('refuses following oneself and unknown members as user errors, and guests', async () => {
    const me = await createMember(t);
    const self = await followOf(me, me);
    expect(self.errors).toBeUndefined();
    expect(self.data!.followUser).toEqual({
      user: null,
      userErrors: [{ field: null, message: 'You cannot follow yourself.', code: 'BAD_USER_INPUT' }],
    });
    const unknown = await t.gql(FOLLOW, { id: '00000000-0000-4000-8000-000000000000' }, { token: me.token });
    expect(userErrorsOf(unknown, 'followUser')).toEqual([
      { field: null, message: 'No such member.', code: 'NOT_FOUND' },
    ]);
    const malformed = await t.gql(UNFOLLOW, { id: 'not-a-uuid' }, { token: me.token });
    expect(userErrorsOf(malformed, 'unfollowUser').map((e) => e.code)).toEqual(['BAD_USER_INPUT']);
    expect(errorCode(await t.gql(FOLLOW, { id: me.id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(UNFOLLOW, { id: me.id }))).toBe('UNAUTHENTICATED');
  });

  it('is no longer offered as a toggle in GraphQL (REST keeps its toggling route)', async () => {
    const me = await createMember(t);
    const star = await createMember(t);
    const toggled = await t.gql(
      `mutation($id: ID!) { toggleFollow(userId: $id) { __typename } }`,
      { id: star.id },
      {
        token: me.token,
      },
    );
    expect(errorCode(toggled)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('toggles through REST too', async () => {
    const star = await createMember(t);
    const fan = await createMember(t);
    const res = await t.rest('POST', `/api/follow/${star.id}/follow/`, { token: fan.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_followed: true, status: 'FOLLOWING', follow_count: 1 });
    const again = await t.rest('POST', `/api/follow/${star.id}/follow/`, { token: fan.token });
    expect(again.body).toMatchObject({ is_followed: false, follow_count: 0 });
    expect((await t.rest('POST', `/api/follow/${star.id}/follow/`)).status).toBe(401);
    expect((await t.rest('POST', `/api/follow/nope/follow/`, { token: fan.token })).status).toBe(400);
  });
});

describe('following a private member', () => {
  it('sends a request the owner approves: the requester then follows and is told', async () => {
    const owner = await createMember(t, { isPrivate: true });
    const asker = await createMember(t);
    expect((await followOf(asker, owner)).data!.followUser.user).toMatchObject({
      followStatus: 'REQUESTED',
      followerCount: 0,
    });
    const before = await t.gql(PROFILE, { id: owner.id }, { token: asker.token });
    expect(before.data!.user).toMatchObject({ followStatus: 'REQUESTED', isFollowed: false, followers: { edges: [] } });

    const [request] = (await t.gql(NOTES, {}, { token: owner.token })).data!.notifications.edges.map(
      (e: { node: { id: string } }) => e.node,
    );
    expect(request).toMatchObject({ type: 'FOLLOW_REQUEST', isPendingRequest: true, actor: { id: asker.id } });
    const stranger = await createMember(t);
    expect(
      (await t.gql(RESPOND, { n: request.id, approve: true }, { token: stranger.token })).data!.respondToFollowRequest,
    ).toEqual({
      approved: null,
      followerCount: null,
      requester: null,
      userErrors: [{ field: null, message: 'No such follow request.', code: 'NOT_FOUND' }],
    });
    const unnamed = await t.gql(RESPOND, { approve: true }, { token: owner.token });
    expect(userErrorsOf(unnamed, 'respondToFollowRequest')).toEqual([
      { field: null, message: 'Give the followId or the notificationId of the request.', code: 'BAD_USER_INPUT' },
    ]);
    expect(errorCode(await t.gql(RESPOND, { n: request.id, approve: true }))).toBe('UNAUTHENTICATED');

    const answer = await t.gql(RESPOND, { n: request.id, approve: true }, { token: owner.token });
    expect(answer.data!.respondToFollowRequest).toEqual({
      approved: true,
      followerCount: 1,
      requester: { id: asker.id },
      userErrors: [],
    });
    const ownerNotes = (await t.gql(NOTES, {}, { token: owner.token })).data!.notifications.edges.map(
      (e: { node: { id: string } }) => e.node,
    );
    expect(ownerNotes).toMatchObject([{ id: request.id, type: 'FOLLOW', isRead: true, isPendingRequest: false }]);
    const askerNotes = (await t.gql(NOTES, {}, { token: asker.token })).data!.notifications.edges.map(
      (e: { node: { id: string } }) => e.node,
    );
    expect(askerNotes).toMatchObject([{ type: 'FOLLOW_ACCEPTED', actor: { id: owner.id } }]);
    const after = await t.gql(PROFILE, { id: owner.id }, { token: asker.token });
    expect(after.data!.user).toMatchObject({
      followStatus: 'FOLLOWING',
      followerCount: 1,
      followers: { edges: [{ node: { id: asker.id } }] },
    });
    const twice = await t.gql(RESPOND, { n: request.id, approve: true }, { token: owner.token });
    expect(userErrorsOf(twice, 'respondToFollowRequest').map((e) => e.code)).toEqual(['NOT_FOUND']);

    await unfollowOf(asker, owner); // access goes at once
    expect((await t.gql(PROFILE, { id: owner.id }, { token: asker.token })).data!.user).toMatchObject({
      followStatus: 'NONE',
      followers: { edges: [] },
    });
  });

  it('declining deletes the request and its notification', async () => {
    const owner = await createMember(t, { isPrivate: true });
    const asker = await createMember(t);
    await followOf(asker, owner);
    const [request] = (await t.gql(NOTES, {}, { token: owner.token })).data!.notifications.edges.map(
      (e: { node: { id: string } }) => e.node,
    );
    const res = await t.rest('POST', '/api/respond-follow-request/', {
      token: owner.token,
      body: { follow_id: request.followId, approve: false },
    });
    expect(res.body).toMatchObject({ approved: false, follow_count: 0 });
    expect((await t.gql(NOTES, {}, { token: owner.token })).data!.notifications.edges).toEqual([]);
    expect((await t.gql(PROFILE, { id: owner.id }, { token: asker.token })).data!.user.followStatus).toBe('NONE');
  });
});
