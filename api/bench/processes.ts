import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts a TypeScript entry point of the api workspace in its own process and waits for `readyLine`. */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  readyLine: RegExp,
  options: { inspect?: boolean; startTimeoutMs?: number } = {},
): Promise<{
  child: ChildProcess;
  match: RegExpMatchArray;
  /** With `inspect`: the process's memory right after a full garbage collection (null without). */
  memoryAfterGc(): Promise<MemoryReading | null>;
  stop(): Promise<void>;
}> {
  // `node --import tsx` (not the tsx binary, which forks) so the pid is the server's own, for CPU and memory readings.
  // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // `inspect`: the inspector on a free loopback port, so the bench can force a full GC before reading memory
  const inspect = options.inspect ? ['--inspect=127.0.0.1:0'] : [];
  const child = spawn(process.execPath, [...profile, ...inspect, '--import', 'tsx', entry], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${entry} did not start:\n${output}`)),
      options.startTimeoutMs ?? 60_000,
    );
    let ready = false;
    const onData = (chunk: Buffer) => {
      if (ready) return; // keep draining the pipes (one access-log line per request) without keeping the text
      output += chunk.toString();
      const found = output.match(readyLine);
      if (found) {
        ready = true;
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}:\n${output}`)));
  });
  const inspector = /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1];
  return {
    child,
    match,
    memoryAfterGc: async () => (inspector ? memoryAfterGc(inspector, child.pid) : null),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000).unref())]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** Resident memory of a process in KB (Linux /proc). */
export function residentKilobytes(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb : null;
  } catch {
    return null;
  }
}

/** Resident memory of a process in MB (Linux /proc). */
export function residentMegabytes(pid: number | undefined): number | null {
  const kb = residentKilobytes(pid);
  return kb === null ? null : Math.round(kb / 1024);
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux /proc). */
export function cpuMilliseconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/**
 * CPU time (utime + stime, ms) of a PostgreSQL instance: its postmaster (the first line of `postmaster.pid` in the
 * cluster directory) and every process whose parent it is (backends, the checkpointer, the WAL writer...). Backends
 * that end between two readings take their time with them: read around a load whose connections stay open.
 */
export function postgresCpuMilliseconds(clusterDir: string): number | null {
  let postmaster: number;
  try {
    postmaster = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  if (!Number.isInteger(postmaster) || postmaster <= 0) return null;
  let total = cpuMilliseconds(postmaster);
  if (total === null) return null;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[1]) !== postmaster) continue; // ppid (field 4 of stat)
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      // the process ended while the list was read
    }
  }
  return total;
}

export interface MemoryReading {
  /** Resident memory (Linux /proc), KB. */
  rssKb: number;
  /** V8 heap in use, KB. */
  heapUsedKb: number;
}

/**
 * Forces a full garbage collection in a process started with `--inspect` (Chrome DevTools protocol over its
 * loopback inspector socket), then reads its resident memory and V8 heap: readings without the GC depend on
 * when the collector last ran and can even come out negative.
 */
async function memoryAfterGc(inspectorUrl: string, pid: number | undefined): Promise<MemoryReading | null> {
  const socket = new WebSocket(inspectorUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let nextId = 1;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = nextId++;
      const onMessage = (raw: Buffer) => {
        const message = JSON.parse(raw.toString()) as {
          id?: number;
          result?: Record<string, unknown>;
          error?: unknown;
        };
        if (message.id !== id) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(JSON.stringify(message.error)));
        else resolve(message.result ?? {});
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage'); // a second pass frees what the first one's finalizers released
    const usage = await call('Runtime.evaluate', { expression: 'process.memoryUsage().heapUsed', returnByValue: true });
    const heapUsed = Number((usage.result as { value?: unknown } | undefined)?.value);
    const rssKb = residentKilobytes(pid);
    return rssKb === null || !Number.isFinite(heapUsed) ? null : { rssKb, heapUsedKb: Math.round(heapUsed / 1024) };
  } finally {
    socket.close();
  }
}
