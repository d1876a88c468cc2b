import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let server: ChildProcess | undefined;
let dataDir: string | undefined;
let output = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Runs `npm start` exactly as a user would, on a temporary DATA_DIR and a free port. */
export async function setup(project: TestProject) {
  findChromium(); // fail fast, with install advice, before building anything
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'culturalink-e2e-'));
  const port = await freePort();
  server = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'info', E2E: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok && output.includes('CulturaLink is running at')) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  if (Date.now() >= deadline) throw new Error(`npm start did not come up in time:\n${output}`);
  project.provide('baseUrl', baseUrl);
}

export async function teardown() {
  const running = () => server !== undefined && server.exitCode === null && server.signalCode === null;
  if (server?.pid && running()) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid, 'SIGINT'); // the whole group, as Ctrl-C in a terminal would
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000).unref())]);
    if (running()) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
  server?.stdout?.destroy();
  server?.stderr?.destroy();
  server?.unref();
  if (process.env.E2E_SHOW_SERVER_LOG === '1') console.log(output);
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
