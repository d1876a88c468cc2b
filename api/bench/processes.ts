import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts a TypeScript entry point of the api workspace in its own process and waits for `readyLine`. */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  readyLine: RegExp,
): Promise<{ child: ChildProcess; match: RegExpMatchArray; stop(): Promise<void> }> {
  // `node --import tsx` (not the tsx binary, which forks) so the pid is the server's own, for CPU and memory readings.
  // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${output}`)), 60_000);
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
  return {
    child,
    match,
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
