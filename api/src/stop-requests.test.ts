import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { freePort } from './db/embedded-postgres.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a closed terminal (SIGHUP)', () => {
  // Regression: only SIGINT and SIGTERM were handled; SIGHUP ended Node at once and left the embedded
  // PostgreSQL running on the data directory, so the next `npm start` refused to start.
  it('stops the app and its embedded PostgreSQL, like Ctrl-C', async () => {
    const dataDir = await fs.mkdtemp(path.join(inject('tempDir'), 'sighup-'));
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.DATABASE_URL; // its own embedded PostgreSQL, as `npm start` runs it
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...env,
        NODE_ENV: 'test',
        WEB_CONCURRENCY: '1',
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        WEB_DIST: path.join(dataDir, 'no-web'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let logs = '';
    server.stdout!.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      for (let i = 0; i < 1200 && !logs.includes('CulturaLink is running at'); i++) {
        if (server.exitCode !== null) throw new Error(`the app exited early:\n${logs}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(logs).toContain('CulturaLink is running at');
      const postgres = Number(
        (await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
      );
      expect(alive(postgres)).toBe(true);

      server.kill('SIGHUP');
      expect(await exited).toBe(0);
      expect(logs).toMatch(/SIGHUP received, shutting down/);
      for (let i = 0; i < 100 && alive(postgres); i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(alive(postgres)).toBe(false);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
    }
  }, 180_000);
});
