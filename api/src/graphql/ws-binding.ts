import type http from 'node:http';
import type { Socket } from 'node:net';
import type { FormattedExecutionResult } from 'graphql';
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import { WebSocket, type WebSocketServer } from 'ws';
import type { Logger } from '../logger.js';

/**
 * Our binding of graphql-ws's protocol (`makeServer`) to `ws`, in place of graphql-ws's `useServer`:
 * - a socket error (a message over `maxPayload`, a malformed frame) is one structured warn line; `ws` has
 *   already closed the socket with the code the protocol says (1009 for an oversize message);
 * - a payload serialised once for many sockets (`RawPayload`, shared-delivery.ts) is written as it is;
 * - the messages a socket is sent during one turn of the event loop leave in one write (the socket is corked
 *   until the turn ends), and a socket whose peer reads slower than it is sent to holds its subscriptions
 *   (graphql-ws waits for `send`) instead of buffering without bound;
 * - keep-alive pings come from one timer for every socket, not one per socket.
 */

/** What graphql-ws hands the server's hooks as `ctx.extra`: the socket and its upgrade request, then yours. */
export interface BoundSocket {
  socket: WebSocket;
  request: http.IncomingMessage;
}

/** Bytes buffered for one socket (not yet taken by the kernel) past which its subscriptions wait for them to leave. */
const SEND_HIGH_WATER_BYTES = 1024 * 1024;
/** Keep-alive: each socket is pinged once per period, and closed when the previous ping had no pong. */
const KEEP_ALIVE_BUCKETS = 12;

let rawBytes: string | undefined;

/**
 * A message payload already serialised (JSON text): what `onNext` returns for a result executed once for many
 * sockets. graphql-ws serialises the message around it (`{"id":…,"type":"next"}`) and calls this binding's
 * `send` at once with that text, which puts the bytes in as the payload: nothing parses or copies them per socket.
 */
class RawPayload {
  constructor(readonly bytes: string) {}

  /** Called by graphql-ws's JSON.stringify of the message, just before it hands the text to `send`. */
  toJSON(): undefined {
    rawBytes = this.bytes;
    return undefined; // the property is left out; `send` writes the bytes there
  }
}

/**
 * What `onNext` returns to send `bytes` (a serialised execution result) as the message's payload. Typed as the
 * result graphql-ws expects from `onNext`, which it only serialises.
 */
export const rawPayload = (bytes: string): FormattedExecutionResult =>
  new RawPayload(bytes) as unknown as FormattedExecutionResult;

const NEXT_WITHOUT_PAYLOAD = '"type":"next"}';

/** The message text with the raw payload the message's serialisation left aside, if any. */
function withRawPayload(data: string): string {
  const bytes = rawBytes;
  if (bytes === undefined) return data;
  rawBytes = undefined;
  if (!data.endsWith(NEXT_WITHOUT_PAYLOAD)) throw new Error('A raw payload was serialised outside a next message.');
  return `${data.slice(0, -1)},"payload":${bytes}}`;
}

/** Sockets corked during this turn of the event loop; uncorked (written) together when it ends. */
const corked = new Set<Socket>();
let flushScheduled = false;
const flushCorked = () => {
  flushScheduled = false;
  for (const socket of corked) {
    if (!socket.destroyed) socket.uncork();
  }
  corked.clear();
};
function corkForThisTurn(socket: Socket): void {
  if (corked.has(socket) || socket.destroyed) return;
  socket.cork();
  corked.add(socket);
  if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(flushCorked);
  }
}

/** Resolves once the socket's buffered bytes have left (or it closed); one wait per socket, shared. */
const drains = new WeakMap<Socket, Promise<void>>();
function drained(socket: Socket): Promise<void> {
  let drain = drains.get(socket);
  if (!drain) {
    drain = new Promise((resolve) => {
      const done = () => {
        socket.off('drain', done);
        socket.off('close', done);
        drains.delete(socket);
        resolve();
      };
      socket.on('drain', done);
      socket.on('close', done);
    });
    drains.set(socket, drain);
  }
  return drain;
}

/** The log fields of a socket error: what it was, without a stack (the client's fault, not the server's). */
function socketErrorFields(error: Error & { code?: string }) {
  return { code: error.code ?? 'WS_ERROR', reason: error.message };
}

export interface BindingOptions<E extends BoundSocket> {
  logger: Logger;
  /** Builds the socket's `ctx.extra` when it connects (the binding's fields plus the server's own). */
  extraOf(socket: WebSocket, request: http.IncomingMessage): E;
  /** Fields every log line about this socket carries (e.g. its request id). */
  logFieldsOf?(extra: E): Record<string, unknown>;
  /** Ping period in ms (0: no keep-alive). A socket whose peer did not answer the previous ping is closed. */
  keepAliveMs?: number;
  /** In production a server error's message is not sent to the client as the close reason. */
  isProd?: boolean;
}

/**
 * Serves graphql-ws's protocol (`makeServer` with `options`) on every connection of `wss`. Returns `dispose`,
 * which closes every socket with 1001 (going away) and the server, and resolves once they are closed.
 */
export function bindGraphQLWebSocket<E extends BoundSocket>(
  wss: WebSocketServer,
  options: ServerOptions<Record<string, unknown>, E>,
  binding: BindingOptions<E>,
): { dispose(): Promise<void> } {
  const { logger } = binding;
  const server = makeServer(options);
  const fieldsOf = (extra: E) => binding.logFieldsOf?.(extra) ?? {};
  wss.options.handleProtocols = handleProtocols;

  // Keep-alive: the sockets are spread over buckets, one bucket visited per tick, so each socket is pinged
  // once per period and the pings of many sockets do not all leave at once.
  const buckets = Array.from({ length: KEEP_ALIVE_BUCKETS }, () => new Set<WebSocket>());
  const awaitingPong = new Set<WebSocket>();
  let nextBucket = 0;
  let tick = 0;
  const keepAliveMs = binding.keepAliveMs ?? 12_000;
  const keepAlive =
    keepAliveMs > 0 && Number.isFinite(keepAliveMs)
      ? setInterval(
          () => {
            const bucket = buckets[tick++ % KEEP_ALIVE_BUCKETS]!;
            for (const socket of bucket) {
              if (socket.readyState !== WebSocket.OPEN) continue;
              if (awaitingPong.has(socket)) {
                socket.terminate(); // no pong since the last ping, a whole period ago
                continue;
              }
              awaitingPong.add(socket);
              socket.ping();
            }
          },
          Math.max(1, Math.round(keepAliveMs / KEEP_ALIVE_BUCKETS)),
        )
      : null;
  keepAlive?.unref();
  function onPong(this: WebSocket) {
    awaitingPong.delete(this);
  }

  wss.on('error', (error) => logger.error('WebSocket server error', socketErrorFields(error)));

  wss.on('connection', (socket, request) => {
    const extra = binding.extraOf(socket, request);
    const tcp = request.socket;
    const bucket = buckets[nextBucket++ % KEEP_ALIVE_BUCKETS]!;
    bucket.add(socket);
    socket.on('pong', onPong);

    // `ws` emits 'error' after it has started closing the socket with the code the fault calls for
    // (1009 for a message over maxPayload, 1002/1007 for a malformed frame): nothing is left to do but say so.
    socket.on('error', (error: Error & { code?: string }) => {
      const fields = { ...fieldsOf(extra), ...socketErrorFields(error) };
      if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
        logger.warn('WebSocket message over the size limit: socket closed with 1009', {
          ...fields,
          maxPayload: wss.options.maxPayload,
        });
      } else logger.warn('WebSocket socket error: socket closed', fields);
    });

    const closed = server.opened(
      {
        protocol: socket.protocol,
        send(data) {
          const message = withRawPayload(data);
          if (socket.readyState !== WebSocket.OPEN) return;
          corkForThisTurn(tcp);
          socket.send(message);
          // a peer that reads slower than it is sent to: its subscriptions wait until the bytes have left
          if (tcp.writableLength > SEND_HIGH_WATER_BYTES) return drained(tcp);
        },
        close(code, reason) {
          socket.close(code, reason);
        },
        onMessage(handle) {
          socket.on('message', (data: Buffer, isBinary: boolean) => {
            handle(isBinary ? data.toString() : String(data)).catch((error: unknown) => {
              const reason = error instanceof Error ? error.message : String(error);
              logger.error('GraphQL WebSocket message could not be handled: socket closed with 4500', {
                ...fieldsOf(extra),
                reason,
              });
              socket.close(
                CloseCode.InternalServerError,
                binding.isProd || reason.length >= 124 ? 'Internal server error' : reason,
              );
            });
          });
        },
      },
      extra,
    );

    socket.once('close', (code, reason) => {
      bucket.delete(socket);
      awaitingPong.delete(socket);
      corked.delete(tcp);
      void Promise.resolve(closed(code, reason.toString())).catch((error: unknown) =>
        logger.error('GraphQL WebSocket close could not be handled', {
          ...fieldsOf(extra),
          reason: error instanceof Error ? error.message : String(error),
        }),
      );
    });
  });

  let disposed: Promise<void> | null = null;
  return {
    dispose() {
      disposed ??= new Promise<void>((resolve, reject) => {
        if (keepAlive) clearInterval(keepAlive);
        for (const client of wss.clients) client.close(1001, 'Server shutting down');
        wss.close((error) => (error ? reject(error) : resolve()));
      });
      return disposed;
    },
  };
}
