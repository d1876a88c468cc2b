import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, startTestApp, type TestApp } from '../../test/harness.js';
import { signUpMember } from '../../test/factories.js';
import { createLogger, requestContext } from '../logger.js';
import { MAX_HITS } from './rate-limiter.js';
import { budgetOf } from './budgets.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function scrape(): Promise<string> {
  const res = await fetch(`${t.url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of one series in the Prometheus text format, or undefined when absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('health, readiness and request ids', () => {
  it('answers /healthz and /readyz separately', async () => {
    expect(await (await fetch(`${t.url}/healthz`)).json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', events: { state: 'listening' } });
  });

  it('gives every request an id, keeping one a proxy sent', async () => {
    const fresh = await fetch(`${t.url}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': 'proxy-id-12345' } });
    expect(given.headers.get('x-request-id')).toBe('proxy-id-12345');
  });
});

describe('shutting down behind a proxy (DRAIN_DELAY_MS)', () => {
  it('answers 503 draining on /readyz, and still serves everything else, until the delay is over', async () => {
    const draining = await startTestApp({ config: { drainDelayMs: 5000 } });
    const closed = draining.close();
    const ready = await fetch(`${draining.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${draining.url}/healthz`)).status).toBe(200); // the process itself is fine
    expect((await draining.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
    await closed;
    await expect(fetch(`${draining.url}/healthz`)).rejects.toThrow();
  });
});

describe('/metrics', () => {
  it('holds latency by route and operation, errors by code, sockets, subscriptions, lag, pool and refusals', async () => {
    const member = await signUpMember(t);
    const probe = await t.gql('query MetricsProbe { me { id } }', {}, { token: member.token });
    expect(probe.errors).toBeUndefined();
    expect((await t.rest('GET', '/api/user')).status).toBe(401);
    const forbidden = await t.gql(
      'query($id: ID!) { adminUser(id: $id) { id } }',
      { id: member.user.id },
      { token: member.token },
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // a client that used up its general limit (as every worker counts it, in PostgreSQL) is refused for real
    const limited = await signUpMember(t);
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`insert into rate_limit (key, hits, reset_at) values (?, ?, now() + interval '5 minutes')`, [
        budgetOf(t.app.services, { viewer: limited.user, ip: '127.0.0.1' }).key,
        MAX_HITS,
      ]);
    const refused = await t.gql('{ __typename }', {}, { token: limited.token });
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');

    const client = t.wsClient({ token: member.token });
    const waiting = collect(client, 'subscription { notificationAdded { type } }', {}, 1, 30_000);
    waiting.done.catch(() => undefined); // disposed below, before any notification
    let text = '';
    for (let i = 0; i < 50; i++) {
      text = await scrape();
      if (valueOf(text, 'graphql_subscriptions') === 1) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(valueOf(text, 'websocket_connections')).toBe(1);
    expect(valueOf(text, 'graphql_subscriptions')).toBe(1);
    expect(
      valueOf(text, 'http_request_duration_seconds_count{method="POST",route="/graphql",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'graphql_operation_duration_seconds_count{operation="MetricsProbe",type="query"}')).toBe(1);
    expect(valueOf(text, 'app_errors_total{code="UNAUTHENTICATED",door="rest"}')).toBe(1);
    expect(valueOf(text, 'rate_limit_refusals_total')).toBe(1);
    expect(valueOf(text, 'app_errors_total{code="RATE_LIMITED",door="graphql"}')).toBe(1);
    expect(valueOf(text, 'app_errors_total{code="FORBIDDEN",door="graphql"}')).toBe(1);
    expect(valueOf(text, 'event_log_lag')).toBe(0);
    expect(valueOf(text, 'db_pool_connections{state="free"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'db_pool_connections{state="used"}')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('process_resident_memory_bytes');

    waiting.dispose();
    await client.dispose();
    for (let i = 0; i < 50; i++) {
      text = await scrape();
      if (valueOf(text, 'websocket_connections') === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(valueOf(text, 'websocket_connections')).toBe(0);
    expect(valueOf(text, 'graphql_subscriptions')).toBe(0);
  });
});

describe('the logger', () => {
  it('writes JSON lines carrying the request id, errors on stderr only', () => {
    const out: string[] = [];
    const err: string[] = [];
    const logger = createLogger('info', { out: { write: (s) => out.push(s) }, err: { write: (s) => err.push(s) } });
    requestContext.run({ requestId: 'req-1' }, () => {
      logger.info('served', { status: 200 });
      logger.error('broke', new Error('boom'));
    });
    logger.debug('hidden at info');
    expect(out.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 'info', msg: 'served', status: 200, requestId: 'req-1' }),
    ]);
    expect(err.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'broke',
        requestId: 'req-1',
        err: expect.objectContaining({ message: 'boom' }),
      }),
    ]);
  });
});
