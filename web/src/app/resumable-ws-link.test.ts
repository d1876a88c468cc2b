import { ApolloClient } from '@apollo/client';
import { parse, type FormattedExecutionResult } from 'graphql';
import type { Client, Sink, SubscribePayload } from 'graphql-ws';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '../lib/apollo-cache';
import { isNewer } from '../lib/live-cursor';
import { HANDOFF_MS, ResumableWsLink } from './resumable-ws-link';

/** A graphql-ws client standing in for the socket: it keeps each subscribe's payload (graphql-ws resends it as is
 * after a reconnect) and sink, so a test plays the server. */
function fakeSocketClient() {
  const calls: { payload: SubscribePayload; sink: Sink<FormattedExecutionResult>; stopped: boolean }[] = [];
  const client: Pick<Client, 'subscribe'> = {
    subscribe: (payload, sink) => {
      const call = { payload, sink: sink as Sink<FormattedExecutionResult>, stopped: false };
      calls.push(call);
      return () => {
        call.stopped = true;
      };
    },
  };
  return { client, calls };
}

const Likes = parse(`subscription Likes($postIds: [ID!]!, $after: String) {
  postLikeChanged(postIds: $postIds, after: $after) { id likeCount }
}`);
const NoResume = parse(`subscription Plain { postLikeChanged(postIds: ["p1"]) { id likeCount } }`);

const like = (likeCount: number, cursor?: string): FormattedExecutionResult => ({
  data: { postLikeChanged: { __typename: 'Post', id: 'p1', likeCount } },
  ...(cursor ? { extensions: { cursor } } : {}),
});

function start(document = Likes) {
  const socket = fakeSocketClient();
  let expired = 0;
  const link = new ResumableWsLink(socket.client, () => (expired += 1));
  const apollo = new ApolloClient({ link, cache: createCache() });
  const counts: number[] = [];
  const errors: unknown[] = [];
  const subscription = apollo.subscribe({ query: document, variables: { postIds: ['p1'] } }).subscribe({
    next: (result) => {
      // Apollo Client 4 hands a failed subscription's error over as a result with `error`.
      if (result.error) errors.push(result.error);
      else counts.push((result.data as { postLikeChanged: { likeCount: number } }).postLikeChanged.likeCount);
    },
    error: (error) => errors.push(error),
  });
  return { socket, counts, errors, subscription, expired: () => expired };
}

describe('ResumableWsLink', () => {
  it('keeps the last cursor in the payload graphql-ws resends on reconnect, and drops replayed events', () => {
    const { socket, counts } = start();
    const [first] = socket.calls;
    expect(first?.payload.variables).toEqual({ postIds: ['p1'] });
    first?.sink.next(like(1, '41'));
    first?.sink.next(like(2, '42'));
    // The socket drops and graphql-ws subscribes again with the same payload: it now asks for what came after 42.
    expect(first?.payload.variables).toEqual({ postIds: ['p1'], after: '42' });
    // The server replays from 42 (an event at 42 again is not shown twice), then sends new ones.
    first?.sink.next(like(2, '42'));
    first?.sink.next(like(3, '43'));
    first?.sink.next(like(2, '41'));
    first?.sink.next(like(4, '100'));
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(first?.payload.variables).toEqual({ postIds: ['p1'], after: '100' });
  });

  it('passes events without a cursor, and operations that cannot resume, as they are', () => {
    const plain = start(NoResume);
    plain.socket.calls[0]?.sink.next(like(1, '5'));
    plain.socket.calls[0]?.sink.next(like(1, '5'));
    expect(plain.counts).toEqual([1, 1]);
    expect(plain.socket.calls[0]?.payload.variables).toEqual({ postIds: ['p1'] });

    const resumable = start();
    resumable.socket.calls[0]?.sink.next(like(7));
    expect(resumable.counts).toEqual([7]);
    expect(resumable.socket.calls[0]?.payload.variables).toEqual({ postIds: ['p1'] });
  });

  it.each(['CURSOR_EXPIRED', 'CURSOR_INVALID'])(
    'on %s asks the screens to refetch and subscribes again from now',
    (code) => {
      const { socket, counts, errors, expired } = start();
      socket.calls[0]?.sink.next(like(1, '41'));
      socket.calls[0]?.sink.error([{ message: 'Cannot resume', extensions: { code } }]);
      expect(expired()).toBe(1);
      expect(errors).toEqual([]);
      expect(socket.calls).toHaveLength(2);
      expect(socket.calls[1]?.payload.variables).toEqual({ postIds: ['p1'] });
      socket.calls[1]?.sink.next(like(5, '9000'));
      expect(counts).toEqual([1, 5]);
    },
  );

  it('a subscription whose variables changed continues from the cursor the previous one reached', () => {
    vi.useFakeTimers();
    try {
      const socket = fakeSocketClient();
      const apollo = new ApolloClient({ link: new ResumableWsLink(socket.client), cache: createCache() });
      const watch = (postIds: string[]) =>
        apollo.subscribe({ query: Likes, variables: { postIds } }).subscribe({ next: () => undefined });
      const both = watch(['p1', 'p2']);
      socket.calls[0]?.sink.next(like(1, '41'));
      socket.calls[0]?.sink.next(like(2, '42'));
      // p2 left the screen: Apollo ends the subscription and starts one with the new variables.
      both.unsubscribe();
      const one = watch(['p1']);
      expect(socket.calls[1]?.payload.variables).toEqual({ postIds: ['p1'], after: '42' });
      // A screen opened again much later starts from now: no stale replay.
      one.unsubscribe();
      vi.advanceTimersByTime(HANDOFF_MS + 1);
      watch(['p3']);
      expect(socket.calls[2]?.payload.variables).toEqual({ postIds: ['p3'] });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a subscription without a cursor of its own resumes from a newer one its sibling reached', () => {
    const socket = fakeSocketClient();
    const apollo = new ApolloClient({ link: new ResumableWsLink(socket.client), cache: createCache() });
    const watch = (postIds: string[]) =>
      apollo.subscribe({ query: Likes, variables: { postIds } }).subscribe({ next: () => undefined });
    watch(['p1', 'p2']);
    watch(['p1']); // started while the other still ran, before either had an event
    expect(socket.calls[1]?.payload.variables).toEqual({ postIds: ['p1'] });
    socket.calls[0]?.sink.next(like(1, '50'));
    // On the next reconnect graphql-ws sends the payload again: the second one asks for what came after 50.
    expect(JSON.parse(JSON.stringify(socket.calls[1]?.payload.variables))).toEqual({ postIds: ['p1'], after: '50' });
    socket.calls[1]?.sink.next(like(2, '51'));
    expect(socket.calls[1]?.payload.variables).toEqual({ postIds: ['p1'], after: '51' });
  });

  it('reports other errors to the subscriber and stops the subscription on unsubscribe', () => {
    const first = start();
    first.socket.calls[0]?.sink.error([{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }]);
    expect(first.errors).toHaveLength(1);
    expect(first.expired()).toBe(0);

    const second = start();
    second.subscription.unsubscribe();
    expect(second.socket.calls[0]?.stopped).toBe(true);
  });
});

describe('isNewer', () => {
  it('compares cursors as numbers of any length', () => {
    expect(isNewer('10', '9')).toBe(true);
    expect(isNewer('9', '10')).toBe(false);
    expect(isNewer('42', '42')).toBe(false);
    expect(isNewer('123456789012345678901', '123456789012345678900')).toBe(true);
    expect(isNewer('1', undefined)).toBe(true);
  });
});
