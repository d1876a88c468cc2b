import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createMember, follow, type TestMember } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const FOLLOW = `mutation($id: ID!) { followUser(userId: $id) { user { followStatus followerCount } userErrors { code } } }`;
const UNFOLLOW = `mutation($id: ID!) { unfollowUser(userId: $id) { user { followStatus followerCount } userErrors { code } } }`;
const FOLLOWERS = `query($id: ID!, $first: Int, $after: String) { user(id: $id) { followerCount followers(first: $first, after: $after) { edges { node { id } } pageInfo { endCursor hasNextPage } } } }`;
const NOTES = `{ notifications { edges { node { type actor { id } } } } }`;

interface FollowersPage {
  followerCount: number;
  followers: { edges: { node: { id: string } }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } };
}
const followersSeenBy = async (viewer: TestMember | null, memberId: string, first?: number, after?: string) => {
  const res = await t.gql<{ user: FollowersPage | null }>(
    FOLLOWERS,
    { id: memberId, first, after },
    viewer ? { token: viewer.token } : {},
  );
  expect(res.errors).toBeUndefined();
  return res.data!.user!;
};
const idsOf = (page: FollowersPage) => page.followers.edges.map((edge) => edge.node.id);
const noteTypes = async (member: TestMember) =>
  (
    await t.gql<{ notifications: { edges: { node: { type: string } }[] } }>(NOTES, {}, { token: member.token })
  ).data!.notifications.edges.map((edge) => edge.node.type);

describe('follow requests', () => {
  it('cancelling a pending request withdraws it and its notification', async () => {
    const owner = await createMember(t, { isPrivate: true });
    const asker = await createMember(t);
    expect((await t.gql(FOLLOW, { id: owner.id }, { token: asker.token })).data!.followUser.user.followStatus).toBe(
      'REQUESTED',
    );
    expect(await noteTypes(owner)).toEqual(['FOLLOW_REQUEST']);
    expect((await t.gql(UNFOLLOW, { id: owner.id }, { token: asker.token })).data!.unfollowUser).toEqual({
      user: { followStatus: 'NONE', followerCount: 0 },
      userErrors: [],
    });
    expect(await noteTypes(owner)).toEqual([]);
  });

  it("shows a private member's followers to the owner and accepted followers only", async () => {
    const owner = await createMember(t, { isPrivate: true });
    const friend = await createMember(t);
    const pending = await createMember(t);
    const stranger = await createMember(t);
    await follow(t, friend.id, owner.id);
    await follow(t, pending.id, owner.id, 'pending');
    expect(idsOf(await followersSeenBy(owner, owner.id))).toEqual([friend.id]);
    expect(idsOf(await followersSeenBy(friend, owner.id))).toEqual([friend.id]);
    expect(idsOf(await followersSeenBy(pending, owner.id))).toEqual([]);
    expect(idsOf(await followersSeenBy(stranger, owner.id))).toEqual([]);
    expect(idsOf(await followersSeenBy(null, owner.id))).toEqual([]);
  });
});

describe('deactivated members', () => {
  it('cannot be followed, and drop out of the follower lists they were in', async () => {
    const star = await createMember(t);
    const gone = await createMember(t);
    const stays = await createMember(t);
    await follow(t, gone.id, star.id);
    await follow(t, stays.id, star.id);
    await t.orm.em.fork().getConnection().execute('update app_user set is_active = false where id = ?', [gone.id]);
    const res = await t.gql(FOLLOW, { id: gone.id }, { token: stays.token });
    expect(res.data!.followUser).toEqual({ user: null, userErrors: [{ code: 'NOT_FOUND' }] });
    expect(idsOf(await followersSeenBy(stays, star.id))).toEqual([stays.id]);
  });
});

describe('follower pages', () => {
  it('pages through every follower once, newest first, and refuses pages over 50', async () => {
    const star = await createMember(t);
    const fans: string[] = [];
    for (let i = 0; i < 7; i++) {
      const fan = await createMember(t);
      await follow(t, fan.id, star.id);
      fans.push(fan.id);
    }
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await followersSeenBy(null, star.id, 3, after);
      seen.push(...idsOf(page));
      if (!page.followers.pageInfo.hasNextPage) break;
      after = page.followers.pageInfo.endCursor!;
    }
    expect(seen).toEqual([...fans].reverse());
    const tooMany = await t.gql(FOLLOWERS, { id: star.id, first: 51 });
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('concurrent follows', () => {
  it('leave one follow and one FOLLOW notification, and every answer says so with the count', async () => {
    const star = await createMember(t);
    const fan = await createMember(t);
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => t.gql(FOLLOW, { id: star.id }, { token: fan.token })),
    );
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.followUser).toEqual({
        user: { followStatus: 'FOLLOWING', followerCount: 1 },
        userErrors: [],
      });
    }
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>('select count(*) as n from follow where follower_id = ? and followee_id = ?', [
        fan.id,
        star.id,
      ]);
    expect(Number(rows[0].n)).toBe(1);
    expect((await noteTypes(star)).filter((type) => type === 'FOLLOW')).toHaveLength(1);
    expect((await followersSeenBy(fan, star.id)).followerCount).toBe(1);
  });
});
