import http from 'node:http';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createLogger } from '../logger.js';
import { bindGraphQLWebSocket } from './ws-binding.js';
import { WS_MAX_PAYLOAD } from './websocket.js';

// Our binding of graphql-ws to `ws` (ws-binding.ts): faults of a socket are one structured log line, never a
// stack trace on the console; keep-alive closes a peer that stopped answering; shutdown closes with 1001.

/** Every log line the app writes, parsed. */
const lines: Record<string, unknown>[] = [];
const capture = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logger: createLogger('info', { out: capture, err: capture }) });
});
afterAll(() => t?.close());

/** A bare graphql-transport-ws socket, initialised (acknowledged) unless `init` is false. */
async function openSocket(url: string, options: { init?: boolean; autoPong?: boolean } = {}) {
  const socket = new WebSocket(url, 'graphql-transport-ws', { autoPong: options.autoPong ?? true });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  if (options.init !== false) {
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await new Promise((resolve) => socket.once('message', resolve));
  }
  return { socket, closed };
}

/** Records everything written to stderr or the console while `action` runs (and a moment after). */
async function consoleOutputDuring(action: () => Promise<void>): Promise<unknown[][]> {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push([name, ...args]);
  const spies = [
    vi.spyOn(process.stderr, 'write').mockImplementation((...args) => {
      record('stderr')(...args);
      return true;
    }),
    vi.spyOn(console, 'error').mockImplementation(record('console.error')),
    vi.spyOn(console, 'warn').mockImplementation(record('console.warn')),
    vi.spyOn(console, 'log').mockImplementation(record('console.log')),
  ];
  try {
    await action();
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return calls;
}

describe('oversize messages', () => {
  it.each([
    ['after connection_init', true],
    ['as the first message', false],
  ])(
    'a message over 64 KB %s closes the socket with 1009, logged as one warn line without a stack',
    async (_, init) => {
      const url = `ws://127.0.0.1:${t.app.port}/graphql`;
      const { socket, closed } = await openSocket(url, { init });
      const from = lines.length;
      let close: { code: number } | undefined;
      const written = await consoleOutputDuring(async () => {
        const query = `subscription { postAdded { id } } # ${'x'.repeat(WS_MAX_PAYLOAD)}`;
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
        close = await closed;
      });
      expect(close?.code).toBe(1009);
      expect(written).toEqual([]);
      const logged = lines.slice(from);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({
        level: 'warn',
        msg: expect.stringContaining('1009'),
        code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
        maxPayload: WS_MAX_PAYLOAD,
        requestId: expect.any(String),
      });
      expect(JSON.stringify(logged[0])).not.toMatch(/stack|\bat [\w.<>]+ \(/);
    },
  );
});

describe('the binding', () => {
  let server: http.Server;
  let url: string;
  let binding: ReturnType<typeof bindGraphQLWebSocket>;
  const bindingLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    server = http.createServer();
    const wss = new WebSocketServer({ server, path: '/graphql' });
    binding = bindGraphQLWebSocket(
      wss,
      { schema: buildSchema('type Query { ok: Boolean }'), roots: { query: { ok: true } } },
      {
        logger: createLogger('info', {
          out: { write: (line: string) => void bindingLines.push(JSON.parse(line) as Record<string, unknown>) },
          err: { write: (line: string) => void bindingLines.push(JSON.parse(line) as Record<string, unknown>) },
        }),
        extraOf: (socket, request) => ({ socket, request }),
        keepAliveMs: 240,
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `ws://127.0.0.1:${(server.address() as { port: number }).port}/graphql`;
  });
  afterAll(async () => {
    await binding.dispose();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers queries over graphql-transport-ws', async () => {
    const { socket } = await openSocket(url);
    const answer = new Promise((resolve) =>
      socket.once('message', (data: Buffer) => resolve(JSON.parse(String(data)))),
    );
    socket.send(JSON.stringify({ id: 'q', type: 'subscribe', payload: { query: '{ ok }' } }));
    expect(await answer).toEqual({ id: 'q', type: 'next', payload: { data: { ok: true } } });
    socket.close();
  });

  it('keeps a socket that answers pings, and closes one that stopped answering', async () => {
    const alive = await openSocket(url);
    const silent = await openSocket(url, { autoPong: false });
    let pings = 0;
    alive.socket.on('ping', () => (pings += 1));
    // the silent peer is closed within two periods (pinged, then found without a pong)
    expect((await silent.closed).code).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(alive.socket.readyState).toBe(WebSocket.OPEN);
    expect(pings).toBeGreaterThanOrEqual(2);
    alive.socket.close();
  });

  it('closes with 4500 and one error line when the protocol cannot handle a message, without a stack', async () => {
    const { socket, closed } = await openSocket(url);
    const from = bindingLines.length;
    let close: { code: number } | undefined;
    const written = await consoleOutputDuring(async () => {
      // a server-to-client message type sent to the server
      socket.send(JSON.stringify({ id: '1', type: 'next', payload: {} }));
      close = await closed;
    });
    expect(close?.code).toBe(4500);
    expect(written).toEqual([]);
    const logged = bindingLines.slice(from);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 'error', reason: expect.stringContaining('next') });
    expect(JSON.stringify(logged[0])).not.toMatch(/stack/);
  });

  it('closes every socket with 1001 when disposed', async () => {
    const { closed } = await openSocket(url);
    const disposed = binding.dispose();
    expect(await closed).toEqual({ code: 1001, reason: 'Server shutting down' });
    await disposed;
  });
});
