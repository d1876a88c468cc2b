import type { PubSub } from 'type-graphql';
import { AppError, badInput } from '../app/errors.js';
import type { LoggedEvent } from '../app/event-bus.js';
import type { RequestScope } from '../app/request-scope.js';

const MAX_BUFFERED = 500;
const REPLAY_PAGE = 500;

/**
 * Deliveries run in slices of the event loop, so a fan-out to thousands of sockets lets requests (a like's
 * own statements, a feed page) in between. A slice is sized by time, not by count: each slice's
 * deliveries (executed and sent in the microtasks after it) should take about TURN_BUDGET_MS, so the count
 * shrinks when a loop turn took longer and grows back when it was short.
 */
const TURN_BUDGET_MS = 8;
const MIN_PER_TURN = 16;
const MAX_PER_TURN = 2000;
let perTurn = 200;
let lastTurnAt = 0;
const turnQueue: (() => void)[] = [];
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
  for (const resume of turnQueue.splice(0, perTurn)) resume();
  if (turnQueue.length > 0) setImmediate(runTurn);
  else {
    turnScheduled = false;
    lastTurnAt = 0;
  }
};
/** Waits for this delivery's turn: about TURN_BUDGET_MS of deliveries (executed and sent) per event-loop turn. */
function deliveryTurn(): Promise<void> {
  return new Promise((resolve) => {
    turnQueue.push(resolve);
    if (!turnScheduled) {
      turnScheduled = true;
      setImmediate(runTurn);
    }
  });
}

/** The cursor of the event behind the value a subscription emitted last, per operation context (see websocket.ts). */
const cursorOfContext = new WeakMap<object, string>();

/** The cursor of the event the subscription running with `context` is emitting now. */
export const currentCursor = (context: unknown): string | undefined =>
  typeof context === 'object' && context !== null ? cursorOfContext.get(context) : undefined;

/** The description of every subscription's `after` argument. */
export const AFTER_DESCRIPTION =
  'Resume: the cursor (`extensions.cursor`) of the last event received. Events since then that the viewer may still see are replayed first, in order, then live ones follow. Refused with CURSOR_EXPIRED when older than the event log keeps.';

/** The `after` argument of a subscription's args. */
export const afterOf = (args: unknown): unknown => (args as { after?: unknown } | undefined)?.after;

export const cursorExpired = () =>
  new AppError(
    'CURSOR_EXPIRED',
    'That cursor is older than the event log keeps: load the data again, then subscribe without `after`.',
  );

/** Reads a client's `after` argument: null when absent, an error when it is not a cursor this server hands out. */
export function parseCursor(after: unknown): string | null {
  if (after === undefined || after === null || after === '') return null;
  if (typeof after !== 'string' || !/^\d{1,15}$/.test(after)) throw badInput('`after` must be a cursor this API sent.');
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

  const ready: { value: T; cursor: string }[] = [];
  const waiting: ((result: IteratorResult<T>) => void)[] = [];
  let roomMade: (() => void) | null = null;
  let finished = false;

  const deliver = async (value: T, cursor: string) => {
    const next = waiting.shift();
    if (next) {
      cursorOfContext.set(scope, cursor);
      next({ value, done: false });
      return;
    }
    ready.push({ value, cursor });
    // a client that reads slower than events come holds the queue here, not in memory without bound
    if (ready.length >= MAX_BUFFERED) await new Promise<void>((resolve) => (roomMade = resolve));
  };
  const handle = async (event: LoggedEvent) => {
    if (finished) return;
    try {
      const value = await accept(event);
      if (value === null || value === undefined || finished) return;
      await deliveryTurn();
      if (!finished) await deliver(value, event.cursor);
    } catch (error) {
      scope.services.logger.error(`subscription handler for ${event.type} failed`, error);
    }
  };

  // Events up to `replayUpTo` come from the log, later ones from the bus: each exactly once, in order.
  // The bus subscription starts now, before any await, so nothing falls between the two.
  const replayUpTo = bus.lastDelivered();
  const replayEnd = Number(replayUpTo);
  let startReplay: (page: LoggedEvent[]) => void = () => undefined;
  const firstPage = new Promise<LoggedEvent[]>((resolve) => (startReplay = resolve));
  let chain: Promise<void> = firstPage
    .then(async (first) => {
      let page = first;
      while (page.length > 0 && !finished) {
        for (const event of page) await handle(event);
        if (page.length < REPLAY_PAGE) break;
        page = (await bus.readLog(page[page.length - 1]!.cursor, replayUpTo, kinds, REPLAY_PAGE)) ?? [];
      }
    })
    .catch((error: unknown) => scope.services.logger.error('subscription replay failed', error));
  const unsubscribers = kinds.map((kind) =>
    bus.subscribe(kind, (event) => {
      if (Number(event.cursor) <= replayEnd) return;
      chain = chain.then(() => handle(event));
    }),
  );
  const finish = () => {
    if (finished) return;
    finished = true;
    for (const unsubscribe of unsubscribers) unsubscribe();
    ready.length = 0;
    roomMade?.();
    for (const next of waiting.splice(0)) next({ value: undefined, done: true });
  };

  if (from === null) startReplay([]);
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
    startReplay(page);
  }

  const iterator: AsyncIterableIterator<T> = {
    next() {
      const item = ready.shift();
      if (ready.length < MAX_BUFFERED && roomMade) {
        roomMade();
        roomMade = null;
      }
      if (item) {
        cursorOfContext.set(scope, item.cursor);
        return Promise.resolve({ value: item.value, done: false });
      }
      if (finished) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
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
