import type { Request, Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import type { Orm } from '../../db/orm.js';
import { isLoopbackAddress, outboxRoute } from './outbox-route.js';

describe('the /dev/outbox guard', () => {
  it('accepts only loopback socket addresses', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.5', '192.168.1.2', '::ffff:10.0.0.5', '2001:db8::1', '', undefined])
      expect(isLoopbackAddress(address)).toBe(false);
  });

  it('answers 403 to another address, whatever X-Forwarded-For claims, without reading the outbox', async () => {
    let status = 0;
    let body: unknown;
    const res = {
      status: (code: number) => ((status = code), res),
      json: (value: unknown) => ((body = value), res),
    } as unknown as Response;
    const req = {
      socket: { remoteAddress: '203.0.113.9' },
      headers: { 'x-forwarded-for': '127.0.0.1' },
      query: {},
    } as unknown as Request;
    const orm = {
      em: {
        fork: () => {
          throw new Error('the outbox must not be read');
        },
      },
    } as unknown as Orm;
    await outboxRoute(orm)(req, res);
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('GET /dev/outbox over real HTTP', () => {
  let production: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    production = await startTestApp({ config: { env: 'production', devOutbox: false } });
    development = await startTestApp();
  });
  afterAll(async () => {
    await production?.close();
    await development?.close();
  });

  it('is not there in production (mail without SMTP only reaches the log)', async () => {
    const res = await fetch(`${production.url}/dev/outbox`);
    expect(res.status).toBe(404);
  });

  it('answers this machine directly, and refuses a request that came through a proxy on it', async () => {
    expect((await fetch(`${development.url}/dev/outbox`)).status).toBe(200);
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via']) {
      const res = await fetch(`${development.url}/dev/outbox`, { headers: { [header]: '198.51.100.7' } });
      expect(res.status, header).toBe(403);
    }
  });
});
