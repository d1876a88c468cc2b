import http from 'node:http';
import type { Knex } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { HOT_READ_POOL_SIZE, LIVE_READ_POOL_SIZE, readLiveRows, readRows } from '../db/prepared-query.js';
import { JSON_BODY_LIMIT_BYTES } from './body-limits.js';

// Under load nothing hangs (issue: hardening): a slow chunked body past the limit is answered 413 as soon as
// the limit is passed, and a request that cannot get a database connection is answered 503 after
// DATABASE_ACQUIRE_TIMEOUT_MS instead of waiting for one.

const ACQUIRE_TIMEOUT_MS = 1000;
/** How long the test holds every connection: a request that waited for one would take about this long. */
const HOLD_MS = 10_000;

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await startTestApp({ config: { databasePoolSize: 2, databaseAcquireTimeoutMs: ACQUIRE_TIMEOUT_MS } });
  member = await createMember(t);
});
afterAll(() => t?.close());

/** Sends 16 KB chunks every few milliseconds, without a Content-Length, until the server answers. */
function slowChunkedBody(urlPath: string) {
  return new Promise<{ status: number; body: string; sentBytes: number }>((resolve, reject) => {
    const req = http.request(`${t.url}${urlPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    let sentBytes = 0;
    let answered = false;
    const chunk = Buffer.alloc(16 * 1024, 'a');
    req.on('response', (res) => {
      answered = true;
      clearInterval(timer);
      let body = '';
      res.on('data', (data) => (body += data));
      res.on('end', () => {
        resolve({ status: res.statusCode!, body, sentBytes });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.write('{"query":"');
    const timer = setInterval(() => {
      if (answered) return;
      // 8 MB at most: far past the limit, the answer must have come long before
      if (sentBytes > 8 * 1024 * 1024) {
        clearInterval(timer);
        req.end('"}');
        return;
      }
      sentBytes += chunk.length;
      req.write(chunk);
    }, 2);
  });
}

describe('a slow chunked JSON body past the limit', () => {
  it('is answered 413 as soon as the limit is passed, not after the whole body', async () => {
    for (const urlPath of ['/graphql', '/api/login']) {
      const res = await slowChunkedBody(urlPath);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).code).toBe('PAYLOAD_TOO_LARGE');
      expect(res.sentBytes).toBeGreaterThan(JSON_BODY_LIMIT_BYTES * 0.9);
      // answered within a few chunks of the limit (what was in flight), never at the end of the 8 MB
      expect(res.sentBytes).toBeLessThan(JSON_BODY_LIMIT_BYTES * 3);
    }
  });
});

describe('a saturated connection pool', () => {
  /** Holds every connection of the ORM's pool and of the hot-read and live pools for HOLD_MS. */
  async function saturate() {
    const knex = t.orm.em.getConnection().getKnex() as Knex;
    const held: Knex.Transaction[] = [];
    for (let i = 0; i < 2; i++) held.push(await knex.transaction());
    // open every connection of the two read pools first (they stay idle for 30 s), so that holding them
    // below does not depend on how fast this machine connects
    const fill = (read: typeof readRows, size: number) =>
      Promise.all(Array.from({ length: size }, () => read(t.orm.em, 'select pg_sleep(0.2)', [])));
    for (let attempt = 0; ; attempt++) {
      const filled = await Promise.all([fill(readRows, HOT_READ_POOL_SIZE), fill(readLiveRows, LIVE_READ_POOL_SIZE)])
        .then(() => true)
        .catch(() => false);
      if (filled) break;
      if (attempt === 10) throw new Error('could not open the read pools');
    }
    const hold = `select pg_sleep(${HOLD_MS / 1000})`;
    const sleeps = [
      ...Array.from({ length: HOT_READ_POOL_SIZE }, () => readRows(t.orm.em, hold, [])),
      ...Array.from({ length: LIVE_READ_POOL_SIZE }, () => readLiveRows(t.orm.em, hold, [])),
    ].map((sleep) =>
      sleep.then(
        () => 'held',
        (error: Error) => error.message,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300)); // the sleeps have their connections
    return async () => {
      await Promise.all(held.map((trx) => trx.rollback()));
      // every connection was really held for the whole test
      expect(await Promise.all(sleeps)).toEqual(sleeps.map(() => 'held'));
    };
  }

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After after the acquire timeout, then recovers', async () => {
    const release = await saturate();
    try {
      const started = Date.now();
      const [rest, graphql, health] = await Promise.all([
        t.rest('GET', '/api/posts-list?page=1', { token: member.token }),
        t.gql('{ feed(first: 5) { edges { node { id } } } }', {}, { token: member.token }),
        t.rest('GET', '/healthz'),
      ]);
      const elapsed = Date.now() - started;
      expect(rest.status).toBe(503);
      expect(rest.body.code).toBe('SERVICE_UNAVAILABLE');
      expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(graphql.status).toBe(503);
      expect(graphql.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect(health.status).toBe(503);
      // not a hang: every answer came long before the connections were given back
      expect(elapsed).toBeLessThan(HOLD_MS - 1000);
    } finally {
      await release();
    }
    const after = await t.rest('GET', '/api/posts-list?page=1', { token: member.token });
    expect(after.status).toBeLessThan(500);
    expect((await t.rest('GET', '/healthz')).status).toBe(200);
  });
});
