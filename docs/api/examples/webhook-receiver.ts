/**
 * A tiny webhook receiver: checks each delivery's `CulturaLink-Signature` (HMAC-SHA256 of "<t>.<raw body>"
 * keyed with the webhook's secret, at most 5 minutes old) before trusting it, answers 2xx at once, and drops
 * repeats by `CulturaLink-Delivery`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const TOLERANCE_SECONDS = 300;

/** The recipe of docs/API.md, "Webhooks". */
export function verifySignature(secret: string, header: string, rawBody: string, now = Date.now() / 1000): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(now - t) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface WebhookDelivery {
  id: string;
  event: string;
  webhookId: string;
  cursor: string;
  occurredAt: string;
  data: Record<string, string>;
}

export interface WebhookReceiver {
  url: string;
  /** The secret `createWebhook` returned; deliveries are refused (401) until it is set. */
  secret: string | null;
  /** Resolves with the first verified delivery that `matches` (past or future), or rejects after `timeoutMs`. */
  waitFor(matches: (delivery: WebhookDelivery) => boolean, timeoutMs?: number): Promise<WebhookDelivery>;
  /** How many deliveries failed the signature check. */
  refused: number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(host = '127.0.0.1', path = '/hooks/culturalink'): Promise<WebhookReceiver> {
  const received = new Map<string, WebhookDelivery>();
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const signature = String(req.headers['culturalink-signature'] ?? '');
      if (
        req.method !== 'POST' ||
        req.url !== path ||
        !receiver.secret ||
        !verifySignature(receiver.secret, signature, raw)
      ) {
        receiver.refused += 1;
        res.writeHead(401).end();
        return;
      }
      const delivery = JSON.parse(raw) as WebhookDelivery;
      received.set(delivery.id, delivery); // the same id on every try: a repeat replaces, never duplicates
      res.writeHead(204).end(); // answer at once; slow work would come after
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;

  const receiver: WebhookReceiver = {
    url: `http://${host}:${port}${path}`,
    secret: null,
    refused: 0,
    waitFor(matches, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = [...received.values()].find(matches);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching webhook delivery within ${timeoutMs} ms.`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return receiver;
}
