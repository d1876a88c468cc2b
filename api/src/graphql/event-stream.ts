import type { PubSub } from 'type-graphql';
import { AppError } from '../app/errors.js';
import type { LoggedEvent } from '../app/event-bus.js';
import type { RequestScope } from '../app/request-scope.js';

const MAX_BUFFERED = 500;
const REPLAY_PAGE = 500;

/**
 * Deliveries run in slices of the event loop, so a fan-out to thousands of sockets lets requests (a like's
 * own statements, a feed page) in between. Subscriptions with events accepted for them wait in one queue;
 * a slice hands each subscription at the head of the queue everything accepted for it so far (so a
 * subscription that fell behind catches up with one turn, and its socket with one write, see ws-binding.ts),
 * until the slice holds `perTurn` events. A slice is sized by time, not by count: each slice's deliveries
 * (executed and sent in the microtasks after it) should take about TURN_BUDGET_MS, so the count shrinks when
 * a loop turn took longer and grows back when it was short.
 */
// 4 ms: a like's own answer p99 76-91 ms during 15,000 deliveries/s (8 ms: 97-149 ms), same throughput (ARCHITECTURE.md).
const TURN_BUDGET_MS = 4;
const MIN_PER_TURN = 16;
const MAX_PER_TURN = 2000;
let perTurn = 200;
let lastTurnAt = 0;
/** Each entry hands a subscription what was accepted for it and answers how many events that was. */
let turnQueue: (() => number)[] = [];
let turnHead = 0;
let turnScheduled = false;
const runTurn = () => {
  const now = performance.now();
  // the time since the last slice started: its deliveries and whatever else the loop served meanwhile
  if (lastTurnAt > 0) {
    const took = now - lastTurnAt;
    if (took > 2 * TURN_BUDGET_MS) perTurn = Math.max(MIN_PER_TURN, Math.floor(perTurn / 2));
    else if (took < TURN_BUDGET_MS) perTurn = Math.min(MAX_PER_TURN, Math.ceil(perTurn * 1.25));
  }
  lastTurnAt = now;
  let released = 0;
  while (turnHead < turnQueue.length && released < perTurn) {
    const release = turnQueue[turnHead]!;
    turnQueue[turnHead++] = undefined as never;
    released += release();
  }
  if (turnHead >= turnQueue.length) {
    turnQueue = [];
    turnHead = 0;
    turnScheduled = false;
    lastTurnAt = 0;
  } else {
    if (turnHead > 4096 && turnHead * 2 > turnQueue.length) {
      turnQueue = turnQueue.slice(turnHead);
      turnHead = 0;
    }
    setImmediate(runTurn);
  }
};
/** Queues a subscription's `release` for a delivery slice (see above). */
function awaitTurn(release: () => number): void {
  turnQueue.push(release);
  if (!turnScheduled) {
    turnScheduled = true;
    setImmediate(runTurn);
  }
}

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** The cursor of the event behind the value a subscription emitted last, per operation context (see websocket.ts). */
const cursorOfContext = new WeakMap<object, string>();

/** The cursor of the event the subscription running with `context` is emitting now. */
export const currentCursor = (context: unknown): string | undefined =>
  typeof context === 'object' && context !== null ? cursorOfContext.get(context) : undefined;

/** The description of every subscription's `after` argument. */
export const AFTER_DESCRIPTION =
  'Resume: the cursor (`extensions.cursor`) of the last event received. Events since then that the viewer may still see are replayed first, in order, then live ones follow. Refused (an error ending the subscription) with CURSOR_EXPIRED when older than the event log keeps, CURSOR_INVALID when not a cursor this API sent or past the newest event.';

/** The `after` argument of a subscription's args. */
export const afterOf = (args: unknown): unknown => (args as { after?: unknown } | undefined)?.after;

export const cursorExpired = () =>
  new AppError(
    'CURSOR_EXPIRED',
    'That cursor is older than the event log keeps: load the data again, then subscribe without `after`.',
  );

export const cursorAhead = () =>
  new AppError(
    'CURSOR_INVALID',
    'That cursor is past the newest event: pass one this API sent (`extensions.cursor` or `liveCursor`).',
  );

/** Reads a client's `after` argument: null when absent, an error when it is not a cursor this server hands out. */
export function parseCursor(after: unknown): string | null {
  if (after === undefined || after === null || after === '') return null;
  if (typeof after !== 'string' || !/^\d{1,15}$/.test(after))
    throw new AppError('CURSOR_INVALID', '`after` must be a cursor this API sent.');
  return String(Number(after));
}

/**
 * Turns domain events of `types` into the async iterator a GraphQL subscription returns.
 * `accept` decides, per event and per subscriber, what (if anything) to deliver: load the data and return
 * null for what this viewer may not see. With `after` (a cursor the client received earlier), the events
 * logged since then are replayed through the same `accept` first, in order and once each, then live ones
 * follow; a cursor older than the log's retention is refused with CURSOR_EXPIRED. The bus subscription
 * ends when the client unsubscribes or disconnects.
 */
export async function eventStream<T>(
  scope: RequestScope,
  types: string | readonly string[],
  accept: (event: LoggedEvent) => Promise<T | null> | T | null,
  after?: unknown,
): Promise<AsyncIterableIterator<T>> {
  const kinds = typeof types === 'string' ? [types] : [...types];
  const bus = scope.services.events;
  const from = parseCursor(after);

  // Each event goes through these, in order: `backlog` (not yet accepted), `accepted` (waiting for a
  // delivery slice), `ready` (handed to the iterator), then the iterator's reader.
  const backlog: LoggedEvent[] = [];
  let accepting = false;
  let accepted: { value: T; cursor: string }[] = [];
  let inTurnQueue = false;
  const ready: { value: T; cursor: string }[] = [];
  let readyHead = 0;
  let waiting: ((result: IteratorResult<T>) => void) | null = null;
  let finished = false;
  /** Called when the backlog is empty again (the replay waits for it before reading the next page). */
  let onIdle: (() => void) | null = null;

  const buffered = () => accepted.length + ready.length - readyHead;
  const failed = (event: LoggedEvent, error: unknown) =>
    scope.services.logger.error(`subscription handler for ${event.type} failed`, error);

  /** A delivery slice: hands the reader everything accepted so far. */
  const release = (): number => {
    inTurnQueue = false;
    const values = accepted;
    if (finished || values.length === 0) return 0;
    accepted = [];
    let i = 0;
    if (waiting) {
      const next = waiting;
      waiting = null;
      cursorOfContext.set(scope, values[0]!.cursor);
      next({ value: values[0]!.value, done: false });
      i = 1;
    }
    for (; i < values.length; i++) ready.push(values[i]!);
    return values.length;
  };
  const take = (value: T | null | undefined, event: LoggedEvent) => {
    if (value === null || value === undefined || finished) return;
    accepted.push({ value, cursor: event.cursor });
    if (!inTurnQueue) {
      inTurnQueue = true;
      awaitTurn(release);
    }
  };
  /**
   * Accepts the backlog's events in order, one at a time: an `accept` that answers at once (the event's
   * reading is shared and already there) costs no promise. A reader MAX_BUFFERED events behind holds the
   * backlog here (the events are the bus's shared objects), not the values in memory.
   */
  const pump = () => {
    while (!accepting && !finished && backlog.length > 0 && buffered() < MAX_BUFFERED) {
      const event = backlog.shift()!;
      let value: Promise<T | null> | T | null;
      try {
        value = accept(event);
      } catch (error) {
        failed(event, error);
        continue;
      }
      if (!isPromise(value)) {
        take(value, event);
        continue;
      }
      accepting = true;
      value.then(
        (accepted) => {
          accepting = false;
          take(accepted, event);
          pump();
        },
        (error: unknown) => {
          accepting = false;
          failed(event, error);
          pump();
        },
      );
      return;
    }
    if (!accepting && (backlog.length === 0 || finished) && onIdle) {
      const idle = onIdle;
      onIdle = null;
      idle();
    }
  };
  const handle = (event: LoggedEvent) => {
    if (finished) return;
    backlog.push(event);
    pump();
  };
  /** Resolves once every event handed to `handle` so far has been accepted (or the stream finished). */
  const idle = () =>
    new Promise<void>((resolve) => {
      onIdle = resolve;
      pump();
    });

  // Events up to `replayUpTo` come from the log, later ones from the bus: each exactly once, in order.
  // The bus subscription starts now, before any await, so nothing falls between the two; live events wait
  // in `held` while the replay runs.
  const replayUpTo = bus.lastDelivered();
  const replayEnd = Number(replayUpTo);
  // a cursor this process has not delivered yet (another process logged it): nothing up to it is sent
  const liveAfter = Math.max(replayEnd, from === null ? 0 : Number(from));
  let held: LoggedEvent[] | null = [];
  const unsubscribers = kinds.map((kind) =>
    bus.subscribe(kind, (event) => {
      if (Number(event.cursor) <= liveAfter) return;
      if (held) held.push(event);
      else handle(event);
    }),
  );
  const goLive = () => {
    const live = held ?? [];
    held = null;
    for (const event of live) handle(event);
  };
  const finish = () => {
    if (finished) return;
    finished = true;
    for (const unsubscribe of unsubscribers) unsubscribe();
    held = null;
    backlog.length = 0;
    accepted = [];
    ready.length = 0;
    readyHead = 0;
    onIdle?.();
    onIdle = null;
    const next = waiting;
    waiting = null;
    next?.({ value: undefined, done: true });
  };
  const replay = async (first: LoggedEvent[]) => {
    let page = first;
    while (page.length > 0 && !finished) {
      for (const event of page) handle(event);
      if (page.length < REPLAY_PAGE) break;
      await idle();
      page = (await bus.readLog(page[page.length - 1]!.cursor, replayUpTo, kinds, REPLAY_PAGE)) ?? [];
    }
  };

  if (from === null) goLive();
  else {
    let page: LoggedEvent[] | null;
    try {
      page = await bus.readLog(from, replayUpTo, kinds, REPLAY_PAGE);
    } catch (error) {
      finish();
      throw error;
    }
    if (page === null) {
      finish();
      throw cursorExpired();
    }
    replay(page)
      .catch((error: unknown) => scope.services.logger.error('subscription replay failed', error))
      .finally(goLive);
  }

  const iterator: AsyncIterableIterator<T> = {
    next() {
      if (readyHead < ready.length) {
        const item = ready[readyHead]!;
        ready[readyHead++] = undefined as never;
        if (readyHead === ready.length) {
          ready.length = 0;
          readyHead = 0;
        }
        if (backlog.length > 0) pump(); // room was made
        cursorOfContext.set(scope, item.cursor);
        return Promise.resolve({ value: item.value, done: false });
      }
      if (finished) return Promise.resolve({ value: undefined, done: true });
      if (backlog.length > 0) pump();
      return new Promise((resolve) => (waiting = resolve));
    },
    return() {
      finish();
      return Promise.resolve({ value: undefined, done: true });
    },
    throw(error: unknown) {
      finish();
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/**
 * TypeGraphQL insists on a PubSub as soon as one subscription exists. Every subscription here uses
 * `subscribe: () => eventStream(...)` over the PostgreSQL event log instead, so topic-based ones are refused.
 */
export const topicPubSubUnsupported: PubSub = {
  publish() {
    throw new Error('Publish domain events through the event log (app/event-log.ts).');
  },
  subscribe() {
    throw new Error('Subscriptions use `subscribe: () => eventStream(...)`, not topics.');
  },
};
