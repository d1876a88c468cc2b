import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, USER_ERRORS, userErrorsOf, type TestApp } from '../../../test/harness.js';
import { createMember, seedPost, type TestMember } from '../../../test/factories.js';
import { Notification } from '../notifications/notification.entity.js';

let t: TestApp;
let author: TestMember;
let fan: TestMember;

const POST = `post { id likeCount isLiked likers { totalCount nodes { id username } } }`;
const LIKE = `mutation($id: ID!) { likePost(postId: $id) { ${POST} ${USER_ERRORS} } }`;
const UNLIKE = `mutation($id: ID!) { unlikePost(postId: $id) { ${POST} ${USER_ERRORS} } }`;
const LIKERS = `query($id: ID!, $first: Int, $after: String) {
  post(id: $id) { likeCount likers(first: $first, after: $after) {
    totalCount edges { cursor node { id } } nodes { id } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  } }
}`;
const likeNotifications = (postId: string) => t.orm.em.fork().count(Notification, { type: 'like', post: postId });

interface LikersPage {
  totalCount: number;
  edges: { cursor: string; node: { id: string } }[];
  nodes: { id: string }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t);
  fan = await createMember(t);
});
afterAll(async () => {
  await t?.close();
});

describe('likes', () => {
  it('likes once per member, notifies the author and withdraws the notification on unlike', async () => {
    const postId = await seedPost(t, author.id);
    const liked = await t.gql(LIKE, { id: postId }, { token: fan.token });
    expect(liked.errors).toBeUndefined();
    expect(liked.data!.likePost).toEqual({
      post: {
        id: postId,
        likeCount: 1,
        isLiked: true,
        likers: { totalCount: 1, nodes: [{ id: fan.id, username: fan.username }] },
      },
      userErrors: [],
    });
    expect(await likeNotifications(postId)).toBe(1);

    const unliked = await t.gql(UNLIKE, { id: postId }, { token: fan.token });
    expect(unliked.data!.unlikePost).toMatchObject({
      post: { likeCount: 0, isLiked: false, likers: { totalCount: 0, nodes: [] } },
      userErrors: [],
    });
    expect(await likeNotifications(postId)).toBe(0);
  });

  it('never notifies members who like their own post', async () => {
    const postId = await seedPost(t, author.id);
    const res = await t.gql(LIKE, { id: postId }, { token: author.token });
    expect(res.data!.likePost.post).toMatchObject({ isLiked: true, likeCount: 1 });
    expect(await likeNotifications(postId)).toBe(0);
  });

  it('pages the likers newest first with first/after, totalCount being the likeCount', async () => {
    const postId = await seedPost(t, author.id);
    const others = [await createMember(t), await createMember(t), await createMember(t)];
    for (const m of others) await t.gql(LIKE, { id: postId }, { token: m.token });
    const page = async (first: number, after?: string | null) => {
      const res = await t.gql(LIKERS, { id: postId, first, after }, { token: fan.token });
      expect(res.errors).toBeUndefined();
      return res.data!.post as { likeCount: number; likers: LikersPage };
    };
    const first = await page(2);
    expect(first.likeCount).toBe(3);
    expect(first.likers.totalCount).toBe(3);
    expect(first.likers.nodes).toEqual([{ id: others[2].id }, { id: others[1].id }]);
    expect(first.likers.edges.map((e) => e.node)).toEqual(first.likers.nodes);
    expect(first.likers.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: first.likers.edges[0].cursor,
      endCursor: first.likers.edges[1].cursor,
    });
    const second = await page(2, first.likers.pageInfo.endCursor);
    expect(second.likers.nodes).toEqual([{ id: others[0].id }]);
    expect(second.likers.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(second.likers.totalCount).toBe(3);
    // a page that is exactly the rest says nothing follows
    expect((await page(3)).likers.pageInfo.hasNextPage).toBe(false);

    for (const bad of [{ first: 500 }, { first: 0 }, { first: 2, after: 'not-a-cursor' }]) {
      const refused = await t.gql(LIKERS, { id: postId, ...bad }, { token: fan.token });
      expect(refused.errors?.[0].extensions?.code, JSON.stringify(bad)).toBe('BAD_USER_INPUT');
    }
  });

  it('answers a missing or malformed post id with a NOT_FOUND userError, and refuses guests', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.gql(LIKE, { id }, { token: fan.token });
      expect(res.errors).toBeUndefined();
      expect(res.data!.likePost.post).toBeNull();
      expect(userErrorsOf(res, 'likePost')).toEqual([{ field: null, message: 'Post not found.', code: 'NOT_FOUND' }]);
    }
    const postId = await seedPost(t, author.id);
    expect((await t.gql(UNLIKE, { id: postId })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('no longer offers the toggleLike mutation', async () => {
    const postId = await seedPost(t, author.id);
    const res = await t.gql(
      `mutation($id: ID!) { toggleLike(postId: $id) { __typename } }`,
      { id: postId },
      {
        token: fan.token,
      },
    );
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('works over REST with the original shape, still toggling', async () => {
    const postId = await seedPost(t, author.id);
    const res = await t.rest('POST', `/api/like-posts/${postId}/like_post/`, { token: fan.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'post liked', _id: postId, is_liked: true, like_count: 1 });
    const again = await t.rest('POST', `/api/like-posts/${postId}/like_post/`, { token: fan.token });
    expect(again.body).toEqual({ message: 'post unliked', _id: postId, is_liked: false, like_count: 0 });
    const guest = await t.rest('POST', `/api/like-posts/${postId}/like_post/`);
    expect(guest.status).toBe(401);
  });

  it("answers the liked post's numbers from the like's own reading of them, not a second statement", async () => {
    const counts: string[] = [];
    const logger = t.orm.config.getLogger();
    t.orm.config.set('debug', ['query']);
    const log = logger.log.bind(logger);
    logger.log = (namespace, message, context) => {
      // a count of one post's likes (the achievement check's count joins post_like with post: not this)
      if (
        namespace === 'query' &&
        /count\(\*\)(::int)?( as "count")? from "?post_like"?( as "l0"| sl)? where/.test(message)
      )
        counts.push(message);
      log(namespace, message, context);
    };
    try {
      const postId = await seedPost(t, author.id);
      const liked = await t.gql(
        `mutation($id: ID!) { likePost(postId: $id) { post { id likeCount isLiked } } }`,
        { id: postId },
        { token: fan.token },
      );
      expect(liked.data!.likePost.post).toEqual({ id: postId, likeCount: 1, isLiked: true });
      expect(counts).toHaveLength(1);
    } finally {
      logger.log = log;
      t.orm.config.set('debug', false);
    }
  });
});
