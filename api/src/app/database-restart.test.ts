import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startEmbeddedPostgres, freePort, type RunningDatabase } from '../db/embedded-postgres.js';
import { openDatabase } from '../db/orm.js';
import { createLogger } from '../logger.js';
import { listen, startTestApp, type TestApp } from '../../test/harness.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { registrations, waitFor } from '../../test/wait.js';

// PostgreSQL itself stops and starts again (an upgrade, a crash, a host restart) while the app runs: requests
// meanwhile get 503, and once it is back requests and live events work again without restarting the app.
// A cluster of this test's own, so the other tests' database is never touched.

const logger = createLogger('silent');
let clusterDir: string;
let port: number;
let database: RunningDatabase;
let t: TestApp;
let author: TestMember;
let fan: TestMember;
let earlyFan: TestMember;

const startCluster = () => startEmbeddedPostgres({ clusterDir, database: 'restart', logger, port });

beforeAll(async () => {
  clusterDir = path.join(await fs.mkdtemp(path.join(inject('tempDir'), 'restart-')), 'pg');
  port = await freePort();
  database = await startCluster();
  await (await openDatabase(database.url, logger)).close(); // the migrations
  t = await startTestApp({ databaseUrl: database.url });
  [author, fan, earlyFan] = await Promise.all([createMember(t), createMember(t), createMember(t)]);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await database?.stop();
});

const ME = '{ me { id } }';

describe('PostgreSQL restarting under the running app', () => {
  it('is 503 while it is down; requests and live events work again once it is back', async () => {
    const registered = await registrations(t.url);
    const notifications = listen<{ notificationAdded: { type: string } }>(
      t.wsClient({ token: author.token }),
      'subscription { notificationAdded { type } }',
    );
    const types = () => notifications.map((event) => event.notificationAdded?.type ?? JSON.stringify(event));
    const FOLLOW = `mutation($id: ID!) { followUser(userId: $id) { user { followStatus } } }`;
    // the subscription is live before the outage (the server registered it): it hears a first follow
    await registered(1, { timeout: 30_000 });
    await t.gql(FOLLOW, { id: author.id }, { token: earlyFan.token });
    await expect.poll(types, { timeout: 30_000 }).toEqual(['FOLLOW']);
    expect((await t.gql(ME, {}, { token: fan.token })).data?.me?.id).toBe(fan.id);

    await database.stop();
    const down = await t.gql(ME, {}, { token: fan.token });
    expect(down.status).toBe(503);
    expect(down.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect((await t.rest('GET', '/api/user', { token: fan.token })).status).toBe(503);

    database = await startCluster();
    let me: string | undefined;
    await waitFor(
      async () => {
        me = (await t.gql(ME, {}, { token: fan.token }).catch(() => null))?.data?.me?.id;
        return Boolean(me);
      },
      { timeout: 30_000, interval: 200, what: 'the app to answer again' },
    );
    expect(me).toBe(fan.id);
    // the socket opened before the outage hears an event caused after it
    const followed = await t.gql(FOLLOW, { id: author.id }, { token: fan.token });
    expect(followed.data?.followUser.user.followStatus).toBe('FOLLOWING');
    await expect.poll(types, { timeout: 30_000 }).toEqual(['FOLLOW', 'FOLLOW']);
  }, 180_000);
});
