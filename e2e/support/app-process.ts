import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppProcess {
  baseUrl: string;
  child: ChildProcess;
  output(): string;
  /** Ctrl-C for the whole process group, as in a terminal; waits for the exit. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Runs `npm start` exactly as a user would, on `dataDir` and a free port, and waits until it serves.
 * `env` overrides the settings below (e.g. a development server for api-client.e2e.ts).
 */
export async function startAppProcess(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // the suite reads sign-up and reset codes from the local outbox, which production keeps off by default
      DEV_OUTBOX: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      RATE_LIMIT_SCALE: '20',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 420_000; // an upper bound only: a loaded machine builds the web app first
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not come up in time:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok && output.includes('CulturaLink is running at')) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }

  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    baseUrl,
    child,
    output: () => output,
    async stop() {
      if (child.pid && running()) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGINT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000).unref())]);
        if (running()) {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            /* already gone */
          }
        }
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
      child.unref();
    },
  };
}
