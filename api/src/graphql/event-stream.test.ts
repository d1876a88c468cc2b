import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { LoggedEvent } from '../app/event-bus.js';
import { Audience } from '../app/event-log.js';
import { createRequestScope } from '../app/scope.js';
import { eventStream } from './event-stream.js';

// The subscription stream under bursts (event-stream.ts): whatever each event's `accept` takes (an answer at
// once, one later, or none), whether the reader keeps up or falls far behind, and across a resume from a cursor,
// every accepted event arrives once, in the log's order.

let t: TestApp;
let db: pg.Client;
beforeAll(async () => {
  t = await startTestApp();
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

const guest = () => createRequestScope(t.app.services, { ip: '127.0.0.1' });

/** Logs `count` events of `kind` numbered from `first`, many at once (each in its own transaction). */
async function publishBurst(kind: string, first: number, count: number): Promise<void> {
  const numbers = Array.from({ length: count }, (_, i) => first + i);
  for (let start = 0; start < numbers.length; start += 40) {
    await Promise.all(
      numbers.slice(start, start + 40).map((n) => t.app.services.events.publish({ type: kind, n }, Audience.system)),
    );
  }
}

/** The numbers of the events of `kind` in the log, in log order. */
async function logOrder(kind: string): Promise<number[]> {
  const { rows } = await db.query<{ n: number }>(
    `select (subject->>'n')::int as n from event_log where kind = $1 order by id`,
    [kind],
  );
  return rows.map((row) => row.n);
}

/** Reads `count` values from the stream (fails after 60 s). */
async function read<T>(stream: AsyncIterator<T>, count: number): Promise<T[]> {
  const values: T[] = [];
  const deadline = Date.now() + 60_000;
  while (values.length < count) {
    const next = await Promise.race([
      stream.next(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`only ${values.length} of ${count} arrived`)), deadline - Date.now()),
      ),
    ]);
    if (next.done) break;
    values.push(next.value);
  }
  return values;
}

/** Waits until this process has handed every logged event to its subscribers. */
async function delivered(): Promise<void> {
  const events = t.app.services.events;
  for (;;) {
    const health = await events.health();
    if (health.lag === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Accepts events in three ways: every fifth not at all, every third at once, the rest after 0-3 ms. */
const mixedAccept = (event: LoggedEvent): number | null | Promise<number> => {
  const n = event.n as number;
  if (n % 5 === 0) return null;
  if (n % 3 === 0) return n;
  return new Promise((resolve) => setTimeout(() => resolve(n), n % 4));
};
const acceptedByMixed = (n: number) => n % 5 !== 0;

describe('event streams under bursts', () => {
  it('delivers a burst once each, in log order, whether accept answers at once, later or not at all', async () => {
    const stream = await eventStream(await guest(), 'test.burst.live', mixedAccept);
    const reading = read(stream, 240);
    await publishBurst('test.burst.live', 1, 300);
    const received = await reading;
    expect(received).toEqual((await logOrder('test.burst.live')).filter(acceptedByMixed));
    await stream.return!();
  });

  it('holds a reader that falls more than its buffer behind, then gives it every event in order', async () => {
    const stream = await eventStream(await guest(), 'test.burst.slow', mixedAccept);
    // 700 events, 560 accepted: more than a stream buffers (500) while nobody reads
    await publishBurst('test.burst.slow', 1, 700);
    await delivered();
    const received = await read(stream, 560);
    expect(received).toEqual((await logOrder('test.burst.slow')).filter(acceptedByMixed));
    await stream.return!();
  });

  it('resumes from a cursor across several replay pages while the burst goes on, each event once, in order', async () => {
    const from = await t.app.services.events.newestCursor();
    await publishBurst('test.burst.resume', 1, 1200); // more than two replay pages (500 each)
    await delivered();
    const more = publishBurst('test.burst.resume', 1201, 300); // live while the replay runs
    const stream = await eventStream(await guest(), 'test.burst.resume', mixedAccept, from);
    await more;
    const received = await read(stream, 1200);
    expect(received).toEqual((await logOrder('test.burst.resume')).filter(acceptedByMixed));
    await stream.return!();
  });

  it('delivers the same burst to many subscribers, each in the same order', async () => {
    const streams = await Promise.all(
      Array.from({ length: 50 }, async () => eventStream(await guest(), 'test.burst.many', mixedAccept)),
    );
    const readings = streams.map((stream) => read(stream, 80));
    await publishBurst('test.burst.many', 1, 100);
    const expected = (await logOrder('test.burst.many')).filter(acceptedByMixed);
    for (const received of await Promise.all(readings)) expect(received).toEqual(expected);
    await Promise.all(streams.map((stream) => stream.return!()));
  });
});
