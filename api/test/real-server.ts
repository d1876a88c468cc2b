import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/db/embedded-postgres.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The real server (`src/main.ts`) in a child process of its own. */
export interface RealServer {
  process: ChildProcess;
  port: number;
  logs: () => string;
  /** resolves with the exit code (null when a signal ended it) */
  exited: Promise<number | null>;
}

/**
 * Starts `src/main.ts` on `dataDir` with its own embedded PostgreSQL, in a process group of its own (so a test may
 * kill the whole group); resolves once it serves. `env` adds or overrides settings.
 */
export async function startRealServer(dataDir: string, env: Record<string, string> = {}): Promise<RealServer> {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete inherited.DATABASE_URL;
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    detached: true,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      WEB_CONCURRENCY: '1',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      RATE_LIMIT_POINTS: '100000000',
      RATE_LIMIT_WEB_POINTS: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let logs = '';
  child.stdout!.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { process: child, port, logs: () => logs, exited };
  const deadline = Date.now() + 150_000;
  while (!logs.includes('CulturaLink is running at')) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}):\n${logs}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app did not start:\n${logs}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}
