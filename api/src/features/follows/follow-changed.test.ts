import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, startTestApp, watchWithCursors, type TestApp } from '../../../test/harness.js';
import { createMember, follow, followIdOf, liveCursor } from '../../../test/factories.js';

let t: TestApp;

const CHANGED = `subscription($after: String) { followChanged(after: $after) {
  kind followId status
  follower { id username followerCount followingCount }
  followee { id username followerCount followingCount } } }`;
const FOLLOW = `mutation($id: ID!) { followUser(userId: $id) { user { followStatus } } }`;
const UNFOLLOW = `mutation($id: ID!) { unfollowUser(userId: $id) { user { followStatus } } }`;
const RESPOND = `mutation($id: ID!, $approve: Boolean!) { respondToFollowRequest(followId: $id, approve: $approve) { approved } }`;
/** The newest cursor: subscribing from it misses nothing however slowly the subscription starts. */
const now = async () => ({ after: await liveCursor(t) });

interface Received {
  kind: string;
  followId: string;
  status: string;
  follower: { id: string; followerCount: number; followingCount: number };
  followee: { id: string; followerCount: number; followingCount: number };
  cursor: string;
}

/** Every followChanged event with its cursor; errors go to `errors`. */
const watch = (client: Client, variables: Record<string, unknown> = {}) =>
  watchWithCursors<Omit<Received, 'cursor'>>(client, CHANGED, 'followChanged', variables);

/** Each event's kind and followee, of events read by `listen`. */
const kindsAndFollowees = (events: unknown[]) =>
  (events as { followChanged: Received }[]).map(({ followChanged }) => [followChanged.kind, followChanged.followee.id]);

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('followChanged', () => {
  it('tells both sides of a request, its approval and an unfollow, with the status and both numbers', async () => {
    const owner = await createMember(t, { isPrivate: true });
    const requester = await createMember(t);
    const bystander = await createMember(t);
    await follow(t, bystander.id, owner.id); // the owner already has one follower
    const from = await now();
    const toOwner = watch(t.wsClient({ token: owner.token }), from);
    const toRequester = watch(t.wsClient({ token: requester.token }), from);
    const toBystander = listen(t.wsClient({ token: bystander.token }), CHANGED, from);

    expect((await t.gql(FOLLOW, { id: owner.id }, { token: requester.token })).data!.followUser.user.followStatus).toBe(
      'REQUESTED',
    );
    const both = () => [toOwner.got.length, toRequester.got.length];
    await expect.poll(both, { timeout: 10_000 }).toEqual([1, 1]); // numbers are read on delivery
    const followId = (await followIdOf(t, requester.id, owner.id))!;
    const answered = await t.gql(RESPOND, { id: followId, approve: true }, { token: owner.token });
    expect(answered.errors).toBeUndefined();
    await expect.poll(both, { timeout: 10_000 }).toEqual([2, 2]);
    await t.gql(UNFOLLOW, { id: owner.id }, { token: requester.token });

    await expect.poll(both, { timeout: 10_000 }).toEqual([3, 3]);
    for (const side of [toOwner, toRequester]) {
      expect(side.errors).toEqual([]);
      expect(side.got.map((e) => [e.kind, e.followId, e.status])).toEqual([
        ['REQUESTED', followId, 'REQUESTED'],
        ['APPROVED', followId, 'FOLLOWING'],
        ['REMOVED', followId, 'NONE'],
      ]);
      expect(side.got.map((e) => [e.followee.id, e.followee.followerCount, e.follower.followingCount])).toEqual([
        [owner.id, 1, 0],
        [owner.id, 2, 1],
        [owner.id, 1, 0],
      ]);
    }
    expect(toOwner.got.map((e) => e.cursor)).toEqual(toRequester.got.map((e) => e.cursor));
    // someone else's follows are not the bystander's business: it hears only its own (a later marker)
    const marker = await createMember(t);
    await t.gql(FOLLOW, { id: marker.id }, { token: bystander.token });
    await expect.poll(() => toBystander.length, { timeout: 10_000 }).toBe(1);
    expect(kindsAndFollowees(toBystander)).toEqual([['FOLLOWED', marker.id]]);
  });

  it('a declined request and a public follow reach both sides only', async () => {
    const owner = await createMember(t, { isPrivate: true });
    const star = await createMember(t);
    const fan = await createMember(t);
    const stranger = await createMember(t);
    const from = await now();
    const toFan = watch(t.wsClient({ token: fan.token }), from);
    const toStar = watch(t.wsClient({ token: star.token }), from);
    const toStranger = listen(t.wsClient({ token: stranger.token }), CHANGED, from);
    await t.gql(FOLLOW, { id: owner.id }, { token: fan.token });
    const followId = (await followIdOf(t, fan.id, owner.id))!;
    await t.gql(RESPOND, { id: followId, approve: false }, { token: owner.token });
    await t.gql(FOLLOW, { id: star.id }, { token: fan.token });
    await expect.poll(() => toFan.got.length, { timeout: 10_000 }).toBe(3);
    expect(toFan.got.map((e) => [e.kind, e.status, e.followee.id])).toEqual([
      ['REQUESTED', 'REQUESTED', owner.id],
      ['DECLINED', 'NONE', owner.id],
      ['FOLLOWED', 'FOLLOWING', star.id],
    ]);
    await expect.poll(() => toStar.got.length, { timeout: 10_000 }).toBe(1);
    expect(toStar.got[0]).toMatchObject({ kind: 'FOLLOWED', follower: { id: fan.id, followingCount: 1 } });
    // the stranger's own later follow is its marker: the others' events before it never reached it
    await t.gql(FOLLOW, { id: star.id }, { token: stranger.token });
    await expect.poll(() => toStranger.length, { timeout: 10_000 }).toBe(1);
    expect(kindsAndFollowees(toStranger)).toEqual([['FOLLOWED', star.id]]);
  });

  it('replays what happened while away from `after`, once and in order, then continues live', async () => {
    const owner = await createMember(t, { isPrivate: true });
    const requester = await createMember(t);
    const first = t.wsClient({ token: requester.token });
    const before = watch(first, await now());
    await t.gql(FOLLOW, { id: owner.id }, { token: requester.token }); // request
    await expect.poll(() => before.got.length, { timeout: 10_000 }).toBe(1);
    await first.dispose();

    const followId = (await followIdOf(t, requester.id, owner.id))!;
    await t.gql(RESPOND, { id: followId, approve: true }, { token: owner.token });
    await t.gql(UNFOLLOW, { id: owner.id }, { token: requester.token });

    const again = watch(t.wsClient({ token: requester.token }), { after: before.got[0]!.cursor });
    await expect.poll(() => again.got.length, { timeout: 10_000 }).toBe(2);
    expect(again.got.map((e) => e.kind)).toEqual(['APPROVED', 'REMOVED']);
    await t.gql(FOLLOW, { id: owner.id }, { token: requester.token }); // ask again: live
    await expect.poll(() => again.got.length, { timeout: 10_000 }).toBe(3);
    // a later live follow: once it arrives, nothing was sent twice before it
    const star = await createMember(t);
    await t.gql(FOLLOW, { id: star.id }, { token: requester.token });
    await expect.poll(() => again.got.length, { timeout: 10_000 }).toBe(4);
    expect(again.got.map((e) => [e.kind, e.status])).toEqual([
      ['APPROVED', 'FOLLOWING'],
      ['REMOVED', 'NONE'],
      ['REQUESTED', 'REQUESTED'],
      ['FOLLOWED', 'FOLLOWING'],
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
