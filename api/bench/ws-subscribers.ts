import WebSocket from 'ws';

/**
 * Many light graphql-ws (graphql-transport-ws) subscribers over bare `ws`, so the bench's own CPU goes
 * to counting arrivals rather than to a client library. Each socket runs one subscription.
 */
export interface SubscriberCrowd {
  /** Messages of type `next` received so far, over every socket. */
  received(): number;
  /** performance.now() of the latest `next`. */
  lastArrival(): number;
  /** Resolves once `total` `next` messages have arrived in all (rejects after `timeoutMs`). */
  waitFor(total: number, timeoutMs: number): Promise<number>;
  close(): Promise<void>;
}

export async function openCrowd(options: {
  wsUrl: string;
  count: number;
  authorizationOf: (k: number) => string;
  query: string;
  variablesOf: (k: number) => Record<string, unknown>;
}): Promise<SubscriberCrowd> {
  const sockets: WebSocket[] = [];
  let received = 0;
  let last = 0;
  let waiter: { total: number; resolve: (at: number) => void } | null = null;
  const failures: string[] = [];

  const open = (k: number) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(options.wsUrl, 'graphql-transport-ws');
      sockets.push(socket);
      socket.once('error', reject);
      socket.on('open', () =>
        socket.send(
          JSON.stringify({ type: 'connection_init', payload: { authorization: options.authorizationOf(k) } }),
        ),
      );
      socket.on('message', (raw: Buffer) => {
        const message = JSON.parse(raw.toString()) as { type: string; payload?: unknown };
        if (message.type === 'next') {
          received += 1;
          last = performance.now();
          if (waiter && received >= waiter.total) {
            waiter.resolve(last);
            waiter = null;
          }
        } else if (message.type === 'connection_ack') {
          socket.send(
            JSON.stringify({
              id: '1',
              type: 'subscribe',
              payload: { query: options.query, variables: options.variablesOf(k) },
            }),
          );
          resolve();
        } else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
        else if (message.type === 'error' || message.type === 'complete') {
          failures.push(JSON.stringify(message).slice(0, 300));
        }
      });
    });

  for (let start = 0; start < options.count; start += 250) {
    const batch = Array.from({ length: Math.min(250, options.count - start) }, (_, i) => open(start + i));
    await Promise.all(batch);
  }

  return {
    received: () => received,
    lastArrival: () => last,
    waitFor(total, timeoutMs) {
      if (failures.length > 0) return Promise.reject(new Error(`subscription refused: ${failures[0]}`));
      if (received >= total) return Promise.resolve(last);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiter = null;
          reject(
            new Error(`only ${received} of ${total} deliveries within ${timeoutMs} ms ${failures[0] ?? ''}`.trim()),
          );
        }, timeoutMs);
        waiter = {
          total,
          resolve: (at) => {
            clearTimeout(timer);
            resolve(at);
          },
        };
      });
    },
    async close() {
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === WebSocket.CLOSED) return resolve();
              socket.once('close', () => resolve());
              socket.close();
            }),
        ),
      );
    },
  };
}
