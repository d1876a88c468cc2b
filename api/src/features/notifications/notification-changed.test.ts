import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, startTestApp, watchWithCursors, type TestApp } from '../../../test/harness.js';
import { createMember, follow, followIdOf, liveCursor, seedPost, type TestMember } from '../../../test/factories.js';

let t: TestApp;

const CHANGED = `subscription($after: String) { notificationChanged(after: $after) { kind notificationIds unreadCount } }`;
const LIKE = `mutation($id: ID!) { likePost(postId: $id) { post { isLiked } } }`;
const UNLIKE = `mutation($id: ID!) { unlikePost(postId: $id) { post { isLiked } } }`;
const COMMENT = `mutation($id: ID!) { addComment(postId: $id, body: "Lovely") { comment { id } } }`;
const READ = `mutation($id: ID!, $isRead: Boolean!) { markNotificationRead(id: $id, isRead: $isRead) { notification { id isRead } } }`;
const ALL_READ = `mutation { markAllNotificationsRead { markedCount } }`;
const FOLLOW = `mutation($id: ID!) { followUser(userId: $id) { user { followStatus } } }`;
const UNFOLLOW = `mutation($id: ID!) { unfollowUser(userId: $id) { user { followStatus } } }`;
const RESPOND = `mutation($id: ID!, $approve: Boolean!) { respondToFollowRequest(followId: $id, approve: $approve) { approved } }`;
/** The newest cursor: subscribing from it misses nothing however slowly the subscription starts. */
const now = async () => ({ after: await liveCursor(t) });

interface Received {
  kind: string;
  notificationIds: string[];
  unreadCount: number;
  cursor: string;
}

/** Every notificationChanged event with its cursor; errors go to `errors`. */
const watch = (client: Client, variables: Record<string, unknown> = {}) =>
  watchWithCursors<Omit<Received, 'cursor'>>(client, CHANGED, 'notificationChanged', variables);

/** The member's notification ids, newest first. */
async function notificationIds(member: TestMember): Promise<string[]> {
  const res = await t.gql<{ notifications: { edges: { node: { id: string } }[] } }>(
    '{ notifications(first: 50) { edges { node { id } } } }',
    {},
    { token: member.token },
  );
  return res.data!.notifications.edges.map((edge) => edge.node.id);
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('notificationChanged', () => {
  it('tells only the recipient of a read, a withdrawal (unlike) and all read, in order, with the unread count', async () => {
    const author = await createMember(t);
    const fan = await createMember(t);
    const stranger = await createMember(t);
    const first = await seedPost(t, author.id);
    const second = await seedPost(t, author.id);
    await t.gql(LIKE, { id: first }, { token: fan.token });
    await t.gql(LIKE, { id: second }, { token: fan.token });
    const [onSecond, onFirst] = await notificationIds(author);
    // the fan's and the stranger's own notifications: reading them later is each one's marker
    await t.gql(LIKE, { id: await seedPost(t, fan.id) }, { token: author.token });
    await t.gql(LIKE, { id: await seedPost(t, stranger.id) }, { token: author.token });
    const [fanNote] = await notificationIds(fan);
    const [strangerNote] = await notificationIds(stranger);
    const from = await now();
    const toAuthor = watch(t.wsClient({ token: author.token }), from);
    const toOtherTab = watch(t.wsClient({ token: author.token }), from);
    const toFan = listen(t.wsClient({ token: fan.token }), CHANGED, from);
    const toStranger = listen(t.wsClient({ token: stranger.token }), CHANGED, from);
    const delivered = async (count: number) => {
      for (const tab of [toAuthor, toOtherTab])
        await expect.poll(() => tab.got.length, { timeout: 10_000 }).toBe(count);
    };

    expect((await t.gql(READ, { id: onFirst, isRead: true }, { token: author.token })).errors).toBeUndefined();
    await delivered(1); // counts are read on delivery: each tab hears a change before the next one
    await t.gql(UNLIKE, { id: second }, { token: fan.token }); // unlike: its notification is withdrawn
    await delivered(2);
    await t.gql(LIKE, { id: second }, { token: fan.token }); // liked again: a new unread notification
    await t.gql(ALL_READ, {}, { token: author.token });
    await delivered(3);
    await t.gql(ALL_READ, {}, { token: author.token }); // nothing left to mark: no event
    await t.gql(READ, { id: onFirst, isRead: true }, { token: author.token }); // already read: no event
    // markers: a later change each subscriber hears proves the no-ops before it sent nothing
    await t.gql(READ, { id: onFirst, isRead: false }, { token: author.token });
    await t.gql(READ, { id: fanNote, isRead: true }, { token: fan.token });
    await t.gql(READ, { id: strangerNote, isRead: true }, { token: stranger.token });
    await delivered(4);
    await expect.poll(() => toFan.length + toStranger.length, { timeout: 10_000 }).toBe(2);

    for (const tab of [toAuthor, toOtherTab]) {
      expect(tab.errors).toEqual([]);
      expect(tab.got.map(({ kind, notificationIds, unreadCount }) => ({ kind, notificationIds, unreadCount }))).toEqual(
        [
          { kind: 'READ', notificationIds: [onFirst], unreadCount: 1 },
          { kind: 'REMOVED', notificationIds: [onSecond], unreadCount: 0 },
          { kind: 'ALL_READ', notificationIds: [], unreadCount: 0 },
          { kind: 'UNREAD', notificationIds: [onFirst], unreadCount: 1 },
        ],
      );
      const cursors = tab.got.map((e) => Number(e.cursor));
      expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
    }
    const own = (id: string | undefined) => [
      { notificationChanged: { kind: 'READ', notificationIds: [id], unreadCount: 0 } },
    ];
    expect(toFan).toEqual(own(fanNote));
    expect(toStranger).toEqual(own(strangerNote));
  });

  it('withdraws the notifications of a deleted post (its comments too), an unfollow and a declined request; an approval reads the request', async () => {
    const owner = await createMember(t, { isPrivate: true });
    const fan = await createMember(t);
    const asker = await createMember(t);
    await follow(t, fan.id, owner.id);
    const post = await seedPost(t, owner.id);
    await t.gql(LIKE, { id: post }, { token: fan.token });
    await t.gql(COMMENT, { id: post }, { token: fan.token });
    const aboutPost = await notificationIds(owner); // the comment's and the like's
    expect(aboutPost).toHaveLength(2);
    const toOwner = watch(t.wsClient({ token: owner.token }), await now());

    await t.gql('mutation($id: ID!) { deletePost(id: $id) { deletedPostId } }', { id: post }, { token: owner.token });
    await expect.poll(() => toOwner.got.length, { timeout: 10_000 }).toBe(1);
    expect(toOwner.got[0]).toMatchObject({ kind: 'REMOVED', unreadCount: 0 });
    expect([...toOwner.got[0]!.notificationIds].sort()).toEqual([...aboutPost].sort());

    await t.gql(FOLLOW, { id: owner.id }, { token: asker.token }); // a request (notificationAdded)
    const [request] = await notificationIds(owner);
    await t.gql(RESPOND, { id: await followIdOf(t, asker.id, owner.id), approve: true }, { token: owner.token });
    await expect.poll(() => toOwner.got.length, { timeout: 10_000 }).toBe(2);
    expect(toOwner.got[1]).toMatchObject({ kind: 'READ', notificationIds: [request], unreadCount: 0 });

    await t.gql(UNFOLLOW, { id: owner.id }, { token: asker.token });
    await expect.poll(() => toOwner.got.length, { timeout: 10_000 }).toBe(3);
    expect(toOwner.got[2]).toMatchObject({ kind: 'REMOVED', notificationIds: [request] });

    await t.gql(FOLLOW, { id: owner.id }, { token: asker.token }); // asks again
    const [again] = await notificationIds(owner);
    await t.gql(RESPOND, { id: await followIdOf(t, asker.id, owner.id), approve: false }, { token: owner.token });
    await expect.poll(() => toOwner.got.length, { timeout: 10_000 }).toBe(4);
    expect(toOwner.got[3]).toMatchObject({ kind: 'REMOVED', notificationIds: [again], unreadCount: 0 });
    expect(toOwner.errors).toEqual([]);
  });

  it('replays what happened while away from `after`, once and in order, then continues live', async () => {
    const author = await createMember(t);
    const fan = await createMember(t);
    const post = await seedPost(t, author.id);
    await t.gql(LIKE, { id: post }, { token: fan.token });
    const [liked] = await notificationIds(author);
    const first = t.wsClient({ token: author.token });
    const before = watch(first, await now());
    await t.gql(READ, { id: liked, isRead: true }, { token: author.token });
    await expect.poll(() => before.got.length, { timeout: 10_000 }).toBe(1);
    await first.dispose();

    await t.gql(READ, { id: liked, isRead: false }, { token: author.token });
    await t.gql(ALL_READ, {}, { token: author.token });
    await t.gql(UNLIKE, { id: post }, { token: fan.token }); // unlike

    const again = watch(t.wsClient({ token: author.token }), { after: before.got[0]!.cursor });
    await expect.poll(() => again.got.length, { timeout: 10_000 }).toBe(3);
    await t.gql(LIKE, { id: post }, { token: fan.token }); // like again
    const [relike] = await notificationIds(author);
    await t.gql(READ, { id: relike, isRead: true }, { token: author.token }); // live
    await expect.poll(() => again.got.length, { timeout: 10_000 }).toBe(4);
    // a later live change: once it arrives, nothing was sent twice before it
    await t.gql(READ, { id: relike, isRead: false }, { token: author.token });
    await expect.poll(() => again.got.length, { timeout: 10_000 }).toBe(5);
    expect(again.got.map((e) => [e.kind, e.notificationIds])).toEqual([
      ['UNREAD', [liked]],
      ['ALL_READ', []],
      ['REMOVED', [liked]],
      ['READ', [relike]],
      ['UNREAD', [relike]],
    ]);
    expect(again.errors).toEqual([]);
    const cursors = again.got.map((e) => Number(e.cursor));
    expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
    expect(cursors[0]).toBeGreaterThan(Number(before.got[0]!.cursor));
  });

  it('refuses guests', async () => {
    const got = listen<{ errors?: { extensions: { code: string } }[] }>(t.wsClient(), CHANGED);
    await expect.poll(() => got.length, { timeout: 10_000 }).toBe(1);
    expect(got[0]!.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});
