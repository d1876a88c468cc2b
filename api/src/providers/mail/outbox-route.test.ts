import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
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
