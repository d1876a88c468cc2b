import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createAdmin, createMember, follow, type TestMember } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const CREATE = `mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`;
const USER_POSTS = `query($id: ID!) { userPosts(userId: $id) { edges { node { id } } } }`;
const FEED = `{ feed { edges { node { id } } } }`;
const FOLLOW = `mutation($id: ID!) { followUser(userId: $id) { user { followStatus } } }`;
const UNFOLLOW = `mutation($id: ID!) { unfollowUser(userId: $id) { user { followStatus } } }`;
const ACHIEVEMENTS = graphql(`
  query UserAchievements($id: ID!) {
    user(id: $id) {
      postCount
      achievements {
        key
        unlocked
        current
        target
      }
      achievementCounters {
        contentCreator
        likeLeader
        commentConnoisseur
        explorerExtraordinaire
        trendSetter
      }
    }
  }
`);
const ACHIEVEMENT_NOTIFICATIONS = graphql(`
  query AchievementNotifications {
    notifications {
      edges {
        node {
          type
          achievement
          actor {
            id
          }
        }
      }
    }
  }
`);

async function createPost(author: TestMember, country = 'Japan', title = 'Tea ceremony') {
  const res = await t.gql(
    CREATE,
    { input: { title, category: 'TRADITIONS', country, content: 'Matcha and patience.' } },
    { token: author.token },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createPost.post.id as string;
}

async function postIds(query: string, vars: Record<string, unknown>, who: TestMember): Promise<string[]> {
  const res = await t.gql(query, vars, { token: who.token });
  expect(res.errors).toBeUndefined();
  const connection = Object.values(res.data!)[0] as { edges: { node: { id: string } }[] };
  return connection.edges.map((e) => e.node.id);
}

describe('profiles', () => {
  it('finds members by id and username (any case), hides deactivated ones', async () => {
    const member = await createMember(t, { username: 'Maria_Clara', fullName: 'Maria Clara' });
    const byName = await t.gql(
      `query($u: String!) { userByUsername(username: $u) { id fullName followerCount postCount isFollowed followStatus } }`,
      { u: 'maria_CLARA' },
    );
    expect(byName.data!.userByUsername).toEqual({
      id: member.id,
      fullName: 'Maria Clara',
      followerCount: 0,
      postCount: 0,
      isFollowed: false,
      followStatus: 'NONE',
    });
    expect((await t.gql(`{ user(id: "nope") { id } }`)).data!.user).toBeNull();
  });

  it('answers GET /view_user/{id}/ in the original shape, e-mail for oneself only', async () => {
    const owner = await createMember(t, { fullName: 'Jose Rizal', country: 'Philippines' });
    const visitor = await createMember(t);
    await t.gql(FOLLOW, { id: owner.id }, { token: visitor.token });
    const seen = await t.rest('GET', `/api/view_user/${owner.id}/`, { token: visitor.token });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      id: owner.id,
      user: { id: owner.id, username: owner.username },
      fullname: 'Jose Rizal',
      email: null,
      country: 'Philippines',
      follow_count: 1,
      is_followed: true,
      is_private: false,
      content_creator: 0,
      trend_setter: 1,
      guide_guru: 0,
      knowledge_seeker: 0,
    });
    const own = await t.rest('GET', `/api/view_user/${owner.id}/`, { token: owner.token });
    expect(own.body.email).toMatch(/@example\.test$/);
    expect(
      (await t.rest('GET', '/api/view_user/00000000-0000-4000-8000-000000000000/', { token: owner.token })).status,
    ).toBe(404);
  });
});

describe('members as nodes', () => {
  const NODE = `query($id: ID!) { node(id: $id) { __typename id ... on User { username photoUrl } } }`;

  it('answers node(id:) with an active member to anyone, and a deactivated one to administrators only', async () => {
    const member = await createMember(t, { isPrivate: true });
    const viewer = await createMember(t);
    const admin = await createAdmin(t);
    const expected = { __typename: 'User', id: member.id, username: member.username, photoUrl: null };
    expect((await t.gql(NODE, { id: member.id })).data!.node).toEqual(expected);
    expect((await t.gql(NODE, { id: member.id }, { token: viewer.token })).data!.node).toEqual(expected);
    await t.orm.em.fork().getConnection().execute('update app_user set is_active = false where id = ?', [member.id]);
    // the same rule as user(id:)
    for (const who of [undefined, viewer]) {
      const options = who ? { token: who.token } : {};
      expect((await t.gql(NODE, { id: member.id }, options)).data!.node).toBeNull();
      expect(
        (await t.gql(`query($id: ID!) { user(id: $id) { id } }`, { id: member.id }, options)).data!.user,
      ).toBeNull();
    }
    expect((await t.gql(NODE, { id: member.id }, { token: admin.token })).data!.node).toEqual(expected);
  });

  it('pages followers as a connection: first defaults to 20, nodes beside edges, pageInfo both ways', async () => {
    const star = await createMember(t);
    const fans: string[] = [];
    for (let i = 0; i < 22; i++) {
      const fan = await createMember(t);
      await follow(t, fan.id, star.id);
      fans.push(fan.id);
    }
    const FOLLOWERS = `query($id: ID!, $after: String) { user(id: $id) { followers(after: $after) {
      nodes { id } edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }`;
    const first = (await t.gql(FOLLOWERS, { id: star.id })).data!.user.followers;
    expect(first.nodes.map((n: { id: string }) => n.id)).toEqual([...fans].reverse().slice(0, 20));
    expect(first.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(
      first.nodes.map((n: { id: string }) => n.id),
    );
    expect(first.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: first.edges[0].cursor,
      endCursor: first.edges[19].cursor,
    });
    const rest = (await t.gql(FOLLOWERS, { id: star.id, after: first.pageInfo.endCursor })).data!.user.followers;
    expect(rest.nodes.map((n: { id: string }) => n.id)).toEqual([fans[1], fans[0]]);
    expect(rest.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });
});

describe('a private member’s posts', () => {
  it('stay hidden until a follow request is approved, and again after unfollowing', async () => {
    const owner = await createMember(t, { isPrivate: true });
    const asker = await createMember(t);
    const postId = await createPost(owner);
    expect(await postIds(USER_POSTS, { id: owner.id }, asker)).toEqual([]);
    expect(await postIds(FEED, {}, asker)).not.toContain(postId);
    expect(
      (await t.rest('GET', `/api/public-profile-posts/?user_id=${owner.id}`, { token: asker.token })).body,
    ).toEqual([]);

    await t.gql(FOLLOW, { id: owner.id }, { token: asker.token });
    expect(await postIds(USER_POSTS, { id: owner.id }, asker)).toEqual([]);
    const requests = await t.gql(
      `{ notifications(filter: FOLLOW) { edges { node { followId } } } }`,
      {},
      { token: owner.token },
    );
    const followId = requests.data!.notifications.edges[0].node.followId;
    await t.gql(
      `mutation($f: ID!) { respondToFollowRequest(followId: $f, approve: true) { approved } }`,
      { f: followId },
      { token: owner.token },
    );
    expect(await postIds(USER_POSTS, { id: owner.id }, asker)).toEqual([postId]);
    expect(await postIds(FEED, {}, asker)).toContain(postId);
    const restPosts = await t.rest('GET', `/api/public-profile-posts/?user_id=${owner.id}`, { token: asker.token });
    expect(restPosts.body.map((p: { _id: string }) => p._id)).toEqual([postId]);

    await t.gql(UNFOLLOW, { id: owner.id }, { token: asker.token });
    expect(await postIds(USER_POSTS, { id: owner.id }, asker)).toEqual([]);
    expect(await postIds(FEED, {}, asker)).not.toContain(postId);
  });

  it('stay hidden when the request is declined', async () => {
    const owner = await createMember(t, { isPrivate: true });
    const asker = await createMember(t);
    await createPost(owner);
    await t.gql(FOLLOW, { id: owner.id }, { token: asker.token });
    const requests = await t.gql(
      `{ notifications(filter: FOLLOW) { edges { node { id } } } }`,
      {},
      { token: owner.token },
    );
    await t.gql(
      `mutation($n: ID!) { respondToFollowRequest(notificationId: $n, approve: false) { approved } }`,
      { n: requests.data!.notifications.edges[0].node.id },
      { token: owner.token },
    );
    expect(await postIds(USER_POSTS, { id: owner.id }, asker)).toEqual([]);
  });
});

describe('achievements', () => {
  it('lists ten badges in order and moves counters up and down with the actions', async () => {
    const author = await createMember(t);
    const fan = await createMember(t);
    const start = (await t.gql(ACHIEVEMENTS, { id: author.id })).data!.user!;
    expect(start.achievements.map((a) => a.key)).toEqual([
      'WELCOME_WANDERER',
      'CONTENT_CREATOR',
      'GUIDE_GURU',
      'LIKE_LEADER',
      'SHARE_STAR',
      'COMMENT_CONNOISSEUR',
      'EXPLORER_EXTRAORDINAIRE',
      'KNOWLEDGE_SEEKER',
      'TREND_SETTER',
      'CULTURA_CONTRIBUTOR',
    ]);
    expect(start.achievements.filter((a) => a.unlocked).map((a) => a.key)).toEqual(['WELCOME_WANDERER']);

    const posts: string[] = [];
    for (const country of ['Japan', 'Peru', 'Kenya', 'japan ', 'Chile']) posts.push(await createPost(author, country));
    await t.gql(
      `mutation($id: ID!) { likePost(postId: $id) { post { likeCount } } }`,
      { id: posts[0] },
      {
        token: fan.token,
      },
    );
    const comment = await t.gql(
      `mutation($id: ID!) { addComment(postId: $id, body: "Lovely") { comment { id } } }`,
      { id: posts[0] },
      { token: fan.token },
    );
    await t.gql(FOLLOW, { id: author.id }, { token: fan.token });

    const up = (await t.gql(ACHIEVEMENTS, { id: author.id })).data!.user!;
    expect(up.postCount).toBe(5);
    expect(up.achievementCounters).toEqual({
      contentCreator: 5,
      likeLeader: 1,
      commentConnoisseur: 0,
      explorerExtraordinaire: 4,
      trendSetter: 1,
    });
    expect(up.achievements.find((a) => a.key === 'CONTENT_CREATOR')).toEqual({
      key: 'CONTENT_CREATOR',
      unlocked: true,
      current: 5,
      target: 5,
    });
    expect((await t.gql(ACHIEVEMENTS, { id: fan.id })).data!.user!.achievementCounters.commentConnoisseur).toBe(1);
    await t.app.services.background.settled(); // badges are awarded after the answers, in the background
    const badges = await t.gql(ACHIEVEMENT_NOTIFICATIONS, {}, { token: author.token });
    expect(badges.data!.notifications.edges.filter((e) => e.node.type === 'ACHIEVEMENT').map((e) => e.node)).toEqual([
      { type: 'ACHIEVEMENT', achievement: 'CONTENT_CREATOR', actor: null },
    ]);

    await t.gql(
      `mutation($id: ID!) { deleteComment(id: $id) { deletedCommentId } }`,
      { id: comment.data!.addComment.comment.id },
      { token: fan.token },
    );
    await t.gql(
      `mutation($id: ID!) { unlikePost(postId: $id) { post { likeCount } } }`,
      { id: posts[0] },
      {
        token: fan.token,
      },
    );
    await t.gql(UNFOLLOW, { id: author.id }, { token: fan.token });
    await t.gql(
      `mutation($id: ID!) { deletePost(id: $id) { deletedPostId } }`,
      { id: posts[1] },
      { token: author.token },
    );
    const down = (await t.gql(ACHIEVEMENTS, { id: author.id })).data!.user!;
    expect(down.achievementCounters).toEqual({
      contentCreator: 4,
      likeLeader: 0,
      commentConnoisseur: 0,
      explorerExtraordinaire: 3,
      trendSetter: 0,
    });
    expect(down.achievements.find((a) => a.key === 'CONTENT_CREATOR')).toMatchObject({
      unlocked: false,
      current: 4,
    });
    expect((await t.gql(ACHIEVEMENTS, { id: fan.id })).data!.user!.achievementCounters.commentConnoisseur).toBe(0);
  });
});
