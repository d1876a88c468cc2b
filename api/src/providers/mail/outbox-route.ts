import type { Request, Response } from 'express';
import type { Orm } from '../../db/orm.js';
import { OutboxMessage } from './outbox-message.entity.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Decided on the socket's own address: X-Forwarded-For is set by the client and proves nothing. */
export function isLoopbackAddress(remoteAddress: string | undefined): boolean {
  return remoteAddress !== undefined && LOOPBACK.has(remoteAddress);
}

/** Headers a reverse proxy adds: a request carrying one came through a proxy, whatever the socket's address says. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

/**
 * GET /dev/outbox[?to=email]: the captured mail as JSON, newest first, for this machine only: the
 * socket must be loopback and the request must not have come through a proxy on this machine.
 */
export function outboxRoute(orm: Orm) {
  return async (req: Request, res: Response) => {
    const proxied = PROXY_HEADERS.some((name) => req.headers[name] !== undefined);
    if (proxied || !isLoopbackAddress(req.socket.remoteAddress)) {
      res.status(403).json({ error: 'The outbox can only be read from this machine.', code: 'FORBIDDEN' });
      return;
    }
    const to = typeof req.query.to === 'string' ? req.query.to.trim().toLowerCase() : undefined;
    const messages = await orm.em
      .fork()
      .find(OutboxMessage, to ? { to } : {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 200 });
    res.json(
      messages.map(({ to: recipient, subject, text, createdAt }) => ({ to: recipient, subject, text, createdAt })),
    );
  };
}
