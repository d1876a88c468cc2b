import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, startTestApp, type TestApp } from '../../test/harness.js';
import { createMember, type TestMember } from '../../test/factories.js';

// While PostgreSQL cannot be reached, every door answers 503 with Retry-After (never a hang, a 500 or a dead
// process); once it is back everything works again without a restart.

let t: TestApp;
let member: TestMember;
let admin: pg.Client;
let database: string;

beforeAll(async () => {
  t = await startTestApp();
  member = await createMember(t);
  database = new URL(t.databaseUrl).pathname.slice(1);
  const url = new URL(t.databaseUrl);
  url.pathname = '/postgres';
  admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
});
afterAll(async () => {
  await admin?.query(`alter database "${database}" allow_connections true`).catch(() => undefined);
  await admin?.end();
  await t?.close();
});

/** Refuses new connections to the app's database and ends every open one (the ORM's, the hot reads', the listener's). */
async function cutOff() {
  await admin.query(`alter database "${database}" allow_connections false`);
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
}

const ME = '{ me { id } }';

describe('a database outage', () => {
  it('is 503 + Retry-After over REST and GraphQL while it lasts, and heals without a restart', async () => {
    expect((await t.gql(ME, {}, { token: member.token })).data?.me?.id).toBe(member.id);
    const socket = t.wsClient({ token: member.token });
    expect((await collect(socket, ME).done)[0]).toEqual({ me: { id: member.id } });
    await cutOff();

    const started = Date.now();
    const rest = await t.rest('GET', '/api/user', { token: member.token });
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(rest.body.code).toBe('SERVICE_UNAVAILABLE');

    const graphql = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ query: ME }),
    });
    expect(graphql.status).toBe(503);
    expect(graphql.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = (await graphql.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE');

    expect((await t.rest('GET', '/readyz')).status).toBe(503);
    // over WebSocket: an error on that operation, the socket stays open
    await expect(collect(socket, ME).done).rejects.toThrow(/SERVICE_UNAVAILABLE/);
    // refused within the pool's wait, not left hanging
    expect(Date.now() - started).toBeLessThan(30_000);

    // a burst meanwhile: every answer a 503, none a 500
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? t.rest('GET', '/api/user', { token: member.token }) : t.gql(ME, {}, { token: member.token }),
      ),
    );
    for (const res of burst) expect(res.status).toBe(503);

    await admin.query(`alter database "${database}" allow_connections true`);
    const healed = Date.now();
    let me: string | undefined;
    while (Date.now() - healed < 15_000) {
      me = (await t.gql(ME, {}, { token: member.token }).catch(() => null))?.data?.me?.id;
      if (me) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(me).toBe(member.id);
    expect((await t.rest('GET', '/api/user', { token: member.token })).status).toBe(200);
    expect((await t.rest('GET', '/readyz')).status).toBe(200);
    expect((await collect(socket, ME).done)[0]).toEqual({ me: { id: member.id } });
  }, 90_000);

  it('closes a socket opened during the outage with 1013 (try again later), and a new one works once it is over', async () => {
    await cutOff();
    try {
      const closed = await new Promise<{ code: number; reason: string }>((resolve, reject) => {
        const ws = new WebSocket(t.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws');
        ws.on('open', () =>
          ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${member.token}` } })),
        );
        ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
        ws.on('error', reject);
      });
      expect(closed).toEqual({ code: 1013, reason: 'Try again later' });
    } finally {
      await admin.query(`alter database "${database}" allow_connections true`);
    }
    let me: unknown;
    for (let i = 0; i < 60 && !me; i++) {
      me = await collect(t.wsClient({ token: member.token }), ME)
        .done.then(([data]) => data)
        .catch(() => null);
      if (!me) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(me).toEqual({ me: { id: member.id } });
  }, 90_000);
});
