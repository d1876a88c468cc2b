import http from 'node:http';
import type { Logger } from '../../logger.js';

export interface FakeJsonServer {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

/** A local HTTP server answering JSON from a handler, for provider tests (never the real services). */
export async function startFakeJsonServer(
  answer: (url: URL) => { status?: number; body: unknown },
): Promise<FakeJsonServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${url.pathname}${url.search}`);
    const { status = 200, body } = answer(url);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A logger that keeps its warnings for assertions. */
export function recordingLogger(): { warnings: string[]; logger: Logger } {
  const warnings: string[] = [];
  const ignore = () => undefined;
  return {
    warnings,
    logger: {
      debugEnabled: false,
      info: ignore,
      debug: ignore,
      error: ignore,
      warn: (message: string) => void warnings.push(message),
    },
  };
}
