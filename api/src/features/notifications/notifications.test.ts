import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, errorCode, startTestApp, USER_ERRORS, userErrorsOf, type TestApp } from '../../../test/harness.js';
import { createMember, type TestMember } from '../../../test/factories.js';
import { startApp, type RunningApp } from '../../app/create-app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type Orm } from '../../db/orm.js';
import { createLogger } from '../../logger.js';
import { User } from '../accounts/user.entity.js';
import { Post } from '../posts/post.entity.js';
import { notify } from './notify.js';
import type { NotificationType } from './notification-type.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function postBy(author: TestMember, title = 'Sinigang') {
  const em = t.orm.em.fork();
  const post = em.create(Post, {
    author: em.getReference(User, author.id),
    title,
    category: 'Food',
    country: 'Philippines',
    content: 'Sour soup.',
  });
  await em.flush();
  return post.id;
}

async function notifyNow(type: NotificationType, recipient: TestMember, actor: TestMember | null, postId?: string) {
  const em = t.orm.em.fork();
  const n = notify(em, { type, recipientId: recipient.id, actorId: actor?.id, postId });
  await em.flush();
  return n!.id;
}

const LIST = `query($filter: NotificationFilter, $first: Int, $after: String) {
  notifications(filter: $filter, first: $first, after: $after) { unreadCount edges { cursor node { id type isRead postId postTitle actor { username } } } pageInfo { hasNextPage endCursor } }
}`;

describe('the notification list', () => {
  it('filters by chip, pages newest first, and marks one or all (every type) read', async () => {
    const me = await createMember(t);
    const other = await createMember(t);
    const postId = await postBy(me, 'Lechon');
    await notifyNow('like', me, other, postId);
    await notifyNow('commented', me, other, postId);
    await notifyNow('follow', me, other);
    await notifyNow('achievement', me, null);

    const all = await t.gql(LIST, { first: 3 }, { token: me.token });
    expect(all.errors).toBeUndefined();
    expect(all.data!.notifications.unreadCount).toBe(4);
    expect(all.data!.notifications.edges.map((e: { node: { type: string } }) => e.node.type)).toEqual([
      'ACHIEVEMENT',
      'FOLLOW',
      'COMMENTED',
    ]);
    expect(all.data!.notifications.pageInfo.hasNextPage).toBe(true);
    const rest = await t.gql(
      LIST,
      { first: 3, after: all.data!.notifications.pageInfo.endCursor },
      { token: me.token },
    );
    expect(rest.data!.notifications.edges.map((e: { node: unknown }) => e.node)).toMatchObject([
      { type: 'LIKE', postId, postTitle: 'Lechon', actor: { username: other.username } },
    ]);
    expect(rest.data!.notifications.pageInfo.hasNextPage).toBe(false);

    expect(
      (await t.gql(LIST, { filter: 'LIKES' }, { token: me.token })).data!.notifications.edges.map(
        (e: { node: { type: string } }) => e.node.type,
      ),
    ).toEqual(['LIKE']);
    expect(
      (await t.gql(LIST, { filter: 'FOLLOW' }, { token: me.token })).data!.notifications.edges.map(
        (e: { node: { type: string } }) => e.node.type,
      ),
    ).toEqual(['FOLLOW']);

    const likeId = rest.data!.notifications.edges[0].node.id;
    const MARK = `mutation($id: ID!) { markNotificationRead(id: $id) { notification { id isRead } unreadCount ${USER_ERRORS} } }`;
    // someone else's notification, or an id that is none, is an expected failure: a user error, nothing changed
    const stranger = await t.gql(MARK, { id: likeId }, { token: other.token });
    expect(stranger.errors).toBeUndefined();
    expect(stranger.data!.markNotificationRead).toEqual({
      notification: null,
      unreadCount: null,
      userErrors: [{ field: null, message: 'No such notification.', code: 'NOT_FOUND' }],
    });
    const garbage = await t.gql(MARK, { id: 'nope' }, { token: me.token });
    expect(userErrorsOf(garbage, 'markNotificationRead').map((e) => e.code)).toEqual(['BAD_USER_INPUT']);
    const marked = await t.gql(MARK, { id: likeId }, { token: me.token });
    expect(marked.data!.markNotificationRead).toEqual({
      notification: { id: likeId, isRead: true },
      unreadCount: 3,
      userErrors: [],
    });
    expect((await t.gql('{ unreadNotificationCount }', {}, { token: me.token })).data!.unreadNotificationCount).toBe(3);

    const ALL_READ = `mutation { markAllNotificationsRead { markedCount unreadCount ${USER_ERRORS} } }`;
    const all2 = await t.gql(ALL_READ, {}, { token: me.token });
    expect(all2.data!.markAllNotificationsRead).toEqual({ markedCount: 3, unreadCount: 0, userErrors: [] });
    expect((await t.gql(ALL_READ, {}, { token: me.token })).data!.markAllNotificationsRead).toEqual({
      markedCount: 0,
      unreadCount: 0,
      userErrors: [],
    });
    expect(errorCode(await t.gql(ALL_READ))).toBe('UNAUTHENTICATED');
    expect((await t.gql('{ unreadNotificationCount }', {}, { token: me.token })).data!.unreadNotificationCount).toBe(0);
    expect((await t.gql('{ unreadNotificationCount }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(LIST, { first: 51 }, { token: me.token })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(LIST, { after: 'garbage' }, { token: me.token })).errors?.[0].extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('answers node(id:) with a notification to its recipient only', async () => {
    const me = await createMember(t);
    const other = await createMember(t);
    const postId = await postBy(me, 'Adobo');
    const likeId = await notifyNow('like', me, other, postId);
    const NODE = `query($id: ID!) { node(id: $id) { __typename id ... on Notification { type isRead postTitle actor { username } } } }`;
    expect((await t.gql(NODE, { id: likeId }, { token: me.token })).data!.node).toEqual({
      __typename: 'Notification',
      id: likeId,
      type: 'LIKE',
      isRead: false,
      postTitle: 'Adobo',
      actor: { username: other.username },
    });
    expect((await t.gql(NODE, { id: likeId }, { token: other.token })).data!.node).toBeNull();
    expect((await t.gql(NODE, { id: likeId })).data!.node).toBeNull();
    const nodes = await t.gql(
      `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
      { ids: [likeId] },
      { token: me.token },
    );
    expect(nodes.data!.nodes).toEqual([{ id: likeId }]);
  });

  it('answers the REST lists in the original shape and marks read through REST', async () => {
    const me = await createMember(t);
    const other = await createMember(t);
    const postId = await postBy(me, 'Halo-halo');
    const likeId = await notifyNow('like', me, other, postId);
    await notifyNow('reply', me, other, postId);
    await notifyNow('follow', me, other);

    const likes = await t.rest('GET', '/api/like-notification-list', { token: me.token });
    expect(likes.status).toBe(200);
    expect(likes.body.map((n: { notif_type: string }) => n.notif_type)).toEqual(['reply', 'like']);
    expect(likes.body[1]).toMatchObject({
      _id: likeId,
      id: likeId,
      notif_type: 'like',
      is_read: false,
      audience: other.username,
      post_author: me.username,
      post_obj_id: postId,
      post_title: 'Halo-halo',
      post_content: 'Sour soup.',
    });
    const follows = await t.rest('GET', '/api/follow-notification-list', { token: me.token });
    expect(follows.body.map((n: { notif_type: string }) => n.notif_type)).toEqual(['follow']);
    expect(follows.body[0]).toMatchObject({
      followed_by: other.username,
      user_data: [{ id: other.id, username: other.username }],
    });

    const one = await t.rest('POST', '/api/update-notification-status', {
      token: me.token,
      body: { notification_type: 'like', notification_id: likeId, is_read: true },
    });
    expect(one.body).toEqual({ ok: true, _id: likeId, id: likeId, is_read: true });
    expect(
      (await t.rest('POST', '/api/update-notification-status', { token: me.token, body: { notification_id: 'x' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await t.rest('POST', '/api/update-notification-status', {
          token: me.token,
          body: { notification_id: likeId, is_read: 'yes' },
        })
      ).status,
    ).toBe(400);
    const all = await t.rest('POST', '/api/mark-all-notifications-read/', { token: me.token });
    expect(all.body).toEqual({ ok: true, updated: 2 });
    const after = await t.rest('GET', '/api/follow-notification-list', { token: me.token });
    expect(after.body[0].is_read).toBe(true);
    expect((await t.rest('GET', '/api/like-notification-list')).status).toBe(401);
  });

  it('hides the post of a notification once the recipient may no longer see it', async () => {
    const me = await createMember(t);
    const hidden = await createMember(t, { isPrivate: true });
    const postId = await postBy(hidden, 'Secret');
    await notifyNow('reply', me, hidden, postId);
    const list = await t.gql(LIST, {}, { token: me.token });
    expect(list.data!.notifications.edges[0].node).toMatchObject({ type: 'REPLY', postId: null, postTitle: null });
  });
});

const ADDED = 'subscription { notificationAdded { id type actor { id } } }';

describe('notificationAdded', () => {
  it('reaches the recipient only', async () => {
    const star = await createMember(t);
    const bystander = await createMember(t);
    const fan = await createMember(t);
    const starSub = collect(t.wsClient({ token: star.token }), ADDED);
    const bystanderSub = collect(t.wsClient({ token: bystander.token }), ADDED, {}, 1, 1500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.gql(
      'mutation($id: ID!) { followUser(userId: $id) { user { id } } }',
      { id: star.id },
      { token: fan.token },
    );
    const [received] = await starSub.done;
    expect(received.notificationAdded).toMatchObject({ type: 'FOLLOW', actor: { id: fan.id } });
    await expect(bystanderSub.done).rejects.toThrow(/0 of 1/);
  });

  it('refuses guests', async () => {
    await expect(collect(t.wsClient(), ADDED, {}, 1, 2000).done).rejects.toThrow(/sign in/i);
  });

  describe('with a second API process on the same database', () => {
    let second: RunningApp;
    let secondOrm: Orm;
    beforeAll(async () => {
      const logger = createLogger('silent');
      const config = loadConfig(
        { NODE_ENV: 'test' },
        {
          port: 0,
          host: '127.0.0.1',
          dataDir: t.dataDir,
          databaseUrl: t.databaseUrl,
          webDist: path.join(t.dataDir, 'no-web'),
          logLevel: 'silent',
        },
      );
      secondOrm = await openDatabase(t.databaseUrl, logger, { migrate: false });
      second = await startApp({ config, logger, orm: secondOrm, databaseUrl: t.databaseUrl });
    });
    afterAll(async () => {
      await second.close();
      await secondOrm.close();
    });

    it('delivers an action on instance 1 to a subscriber of instance 2', async () => {
      // How fast is the bench's business (npm run bench: like-latency), not a timed test's on a shared machine.
      const star = await createMember(t);
      const fan = await createMember(t);
      const { createClient } = await import('graphql-ws');
      const WebSocket = (await import('ws')).default;
      const client = createClient({
        url: `ws://127.0.0.1:${second.port}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Token ${star.token}` },
        retryAttempts: 0,
      });
      try {
        const sub = collect(client, ADDED);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await t.gql(
          'mutation($id: ID!) { followUser(userId: $id) { user { id } } }',
          { id: star.id },
          { token: fan.token },
        );
        const [received] = await sub.done;
        expect(received.notificationAdded).toMatchObject({ type: 'FOLLOW', actor: { id: fan.id } });
      } finally {
        await client.dispose();
      }
    });
  });
});

describe('notifications caused by likes and comments', () => {
  const LIKE = `mutation($id: ID!) { likePost(postId: $id) { post { likeCount } } }`;
  const UNLIKE = `mutation($id: ID!) { unlikePost(postId: $id) { post { likeCount } } }`;
  const types = async (who: TestMember) =>
    (
      await t.gql(
        `{ notifications { edges { node { type post { id title } actor { id } } } } }`,
        {},
        { token: who.token },
      )
    ).data!.notifications.edges.map((e: { node: { type: string } }) => e.node);

  it('never notify members of their own actions', async () => {
    const author = await createMember(t);
    const postId = await postBy(author);
    await t.gql(LIKE, { id: postId }, { token: author.token });
    await t.gql(
      `mutation($id: ID!) { addComment(postId: $id, body: "Mine") { comment { id } } }`,
      { id: postId },
      { token: author.token },
    );
    expect(await types(author)).toEqual([]);
  });

  it('an unlike removes the like notification; a deleted comment removes its notification', async () => {
    const author = await createMember(t);
    const fan = await createMember(t);
    const postId = await postBy(author, 'Pancit');
    await t.gql(LIKE, { id: postId }, { token: fan.token });
    const comment = await t.gql(
      `mutation($id: ID!) { addComment(postId: $id, body: "Yum") { comment { id } } }`,
      { id: postId },
      { token: fan.token },
    );
    expect(await types(author)).toEqual([
      { type: 'COMMENTED', post: { id: postId, title: 'Pancit' }, actor: { id: fan.id } },
      { type: 'LIKE', post: { id: postId, title: 'Pancit' }, actor: { id: fan.id } },
    ]);
    await t.gql(UNLIKE, { id: postId }, { token: fan.token });
    expect((await types(author)).map((n: { type: string }) => n.type)).toEqual(['COMMENTED']);
    await t.gql(
      `mutation($id: ID!) { deleteComment(id: $id) { deletedCommentId } }`,
      { id: comment.data!.addComment.comment.id },
      { token: fan.token },
    );
    expect(await types(author)).toEqual([]);
  });
});
