import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/db/embedded-postgres.js';
import { residentMegabytes } from './processes.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface StartReading {
  /** `first` (empty DATA_DIR: initdb and every migration) or `again` (existing data directory). */
  run: 'first' | 'again';
  workers: number;
  /** From spawning `node api/dist/main.js` to the first 200 from /healthz. */
  healthySeconds: number;
  /** To the "running at" line (with workers: every worker serving). */
  servingSeconds: number;
  /** Resident memory 5 s after the places index is built (one process: itself; a cluster: primary, workers). */
  rssMb: { primary: number | null; workers: (number | null)[] };
}

/** The node processes a primary forked (its workers), not embedded PostgreSQL's. */
function nodeChildren(pid: number): number[] {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
    return children.filter((child) => fs.readFileSync(`/proc/${child}/comm`, 'utf8').trim() === 'node');
  } catch {
    return [];
  }
}

/** Starts the compiled server once on `dataDir`, measures, and stops it with SIGTERM (PostgreSQL with it). */
async function startOnce(dataDir: string, workers: number, run: StartReading['run']): Promise<StartReading> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      WEB_CONCURRENCY: String(workers),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    let healthySeconds: number | undefined;
    let servingSeconds: number | undefined;
    const deadline = Date.now() + 300_000;
    while (healthySeconds === undefined || servingSeconds === undefined) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server did not start in 5 minutes:\n${output}`);
      if (servingSeconds === undefined && output.includes('CulturaLink is running at'))
        servingSeconds = (performance.now() - started) / 1000;
      if (healthySeconds === undefined) {
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (res) => res.ok,
          () => false,
        );
        if (ok) healthySeconds = (performance.now() - started) / 1000;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // idle: every process has built its places index (logged once each), then 5 s of nothing
    while ((output.match(/places index ready/g) ?? []).length < workers && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const workerPids = workers > 1 ? nodeChildren(child.pid!) : [];
    return {
      run,
      workers,
      healthySeconds,
      servingSeconds,
      rssMb: { primary: residentMegabytes(child.pid), workers: workerPids.map((pid) => residentMegabytes(pid)) },
    };
  } finally {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000).unref())]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/**
 * Cold start and idle memory of the compiled server (`npm run build -w api`, then `node api/dist/main.js` as
 * `npm start` and the image run it) with embedded PostgreSQL: a first start on an empty data directory, then
 * `restarts` starts on the existing one with one process and with `WEB_CONCURRENCY=2`.
 */
export async function measureColdStart(options: { workDir: string; restarts: number }): Promise<StartReading[]> {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'ignore' });
  const dataDir = path.join(options.workDir, 'cold-start');
  const readings = [await startOnce(dataDir, 1, 'first')];
  for (const workers of [1, 2])
    for (let i = 0; i < options.restarts; i++) readings.push(await startOnce(dataDir, workers, 'again'));
  return readings;
}

export function printColdStart(readings: StartReading[]): void {
  console.log('\nCold start of the compiled server (node api/dist/main.js, embedded PostgreSQL) and idle memory:');
  console.table(
    readings.map((r) => ({
      'data directory': r.run === 'first' ? 'empty (initdb, migrations)' : 'existing',
      WEB_CONCURRENCY: r.workers,
      'to /healthz s': r.healthySeconds.toFixed(2),
      'to serving s': r.servingSeconds.toFixed(2),
      'RSS MB (process or primary)': r.rssMb.primary,
      'RSS MB workers': r.rssMb.workers.join(' + ') || '-',
    })),
  );
}
