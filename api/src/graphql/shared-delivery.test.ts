import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createMember, follow, seedPost, type TestMember } from '../../test/factories.js';
import { sharedDeliveryCounts } from './shared-delivery.js';

// An event is executed once per viewer class and every socket of the class receives the same bytes
// (shared-delivery.ts): each viewer must still get its own `isLiked`, and only what it may see.

const LIKE_CHANGED = `subscription($ids: [ID!]!) { postLikeChanged(postIds: $ids) { id likeCount isLiked } }`;
const LIKE = `mutation($id: ID!) { likePost(postId: $id) { post { likeCount } } }`;
const UNLIKE = `mutation($id: ID!) { unlikePost(postId: $id) { post { likeCount } } }`;

interface Message {
  data?: { postLikeChanged: { id: string; likeCount: number; isLiked: boolean } };
  errors?: unknown;
  extensions?: { cursor?: string };
}

let t: TestApp;
let author: TestMember;
let privateAuthor: TestMember;
let liker: TestMember;
let follower: TestMember;
let stranger: TestMember;
let otherStranger: TestMember;
let publicPost: string;
let privatePost: string;

beforeAll(async () => {
  t = await startTestApp();
  [author, privateAuthor, liker, follower, stranger, otherStranger] = await Promise.all([
    createMember(t),
    createMember(t, { isPrivate: true }),
    createMember(t),
    createMember(t),
    createMember(t),
    createMember(t),
  ]);
  await follow(t, follower.id, privateAuthor.id);
  publicPost = await seedPost(t, author.id);
  privatePost = await seedPost(t, privateAuthor.id);
  await t.gql(LIKE, { id: publicPost }, { token: liker.token });
});
afterAll(() => t?.close());

/** Every message of one subscription, whole (data, errors and extensions), as it arrives. */
function messages(client: Client, variables: Record<string, unknown>): Message[] {
  const received: Message[] = [];
  client.subscribe<Message['data']>(
    { query: LIKE_CHANGED, variables },
    { next: (message) => void received.push(message as Message), error: () => undefined, complete: () => undefined },
  );
  return received;
}

async function until(check: () => boolean, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('shared execution of live events', () => {
  it('executes an event once per viewer class, yet each viewer gets its own isLiked and only what it may see', async () => {
    const ids = [publicPost, privatePost];
    const subscribers = { liker, follower, stranger, otherStranger };
    const clients = Object.values(subscribers).map((member) => t.wsClient({ token: member.token }));
    const heard = Object.fromEntries(
      Object.keys(subscribers).map((name, i) => [name, messages(clients[i]!, { ids })]),
    ) as Record<keyof typeof subscribers, Message[]>;
    await new Promise((resolve) => setTimeout(resolve, 500)); // the subscriptions are registered on the server

    const before = { ...sharedDeliveryCounts };
    await t.gql(LIKE, { id: publicPost }, { token: author.token });
    await until(() => Object.values(heard).every((list) => list.length >= 1));
    for (const [name, list] of Object.entries(heard)) {
      expect(list[0]!.data!.postLikeChanged, name).toEqual({
        id: publicPost,
        likeCount: 2,
        isLiked: name === 'liker',
      });
      expect(list[0]!.errors, name).toBeUndefined();
    }
    const cursors = new Set(Object.values(heard).map((list) => list[0]!.extensions?.cursor));
    expect(cursors.size).toBe(1);
    expect([...cursors][0]).toMatch(/^\d+$/);
    // two classes (liked, not liked) executed once each, four sockets served with shared bytes
    expect(sharedDeliveryCounts.executions - before.executions).toBe(2);
    expect(sharedDeliveryCounts.messages - before.messages).toBe(4);

    // the private author's post: only the accepted follower hears of it, with its own isLiked
    await t.gql(LIKE, { id: privatePost }, { token: follower.token });
    await until(() => heard.follower.length >= 2);
    expect(heard.follower[1]!.data!.postLikeChanged).toEqual({ id: privatePost, likeCount: 1, isLiked: true });
    // a later public event reaches everyone: by then the private one would have arrived had it been sent
    await t.gql(UNLIKE, { id: publicPost }, { token: author.token });
    await until(() => Object.values(heard).every((list) => list.at(-1)?.data?.postLikeChanged.likeCount === 1));
    for (const name of ['liker', 'stranger', 'otherStranger'] as const) {
      expect(heard[name].map((m) => m.data!.postLikeChanged.id)).toEqual([publicPost, publicPost]);
    }
    expect(heard.liker[1]!.data!.postLikeChanged.isLiked).toBe(true);
    expect(heard.stranger[1]!.data!.postLikeChanged.isLiked).toBe(false);
    await Promise.all(clients.map((client) => client.dispose()));
  });

  it('executes per socket a selection it cannot share (the author), with the same results', async () => {
    const query = `subscription($ids: [ID!]!) { postLikeChanged(postIds: $ids) { id isLiked author { id } } }`;
    await new Promise((resolve) => setTimeout(resolve, 300)); // the first test's sockets are closed
    const received: unknown[] = [];
    t.wsClient({ token: liker.token }).subscribe(
      { query, variables: { ids: [publicPost] } },
      { next: (message) => void received.push(message.data), error: () => undefined, complete: () => undefined },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = { ...sharedDeliveryCounts };
    await t.gql(LIKE, { id: publicPost }, { token: stranger.token });
    await until(() => received.length >= 1);
    expect(received[0]).toEqual({ postLikeChanged: { id: publicPost, isLiked: true, author: { id: author.id } } });
    expect(sharedDeliveryCounts.messages - before.messages).toBe(0);
  });
});
