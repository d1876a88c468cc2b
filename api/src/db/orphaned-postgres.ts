import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.js';

// Who owns a data directory's embedded PostgreSQL, and what start-up does when that owner died without stopping
// it (kill -9 of the app, an OOM kill): the orphaned postmaster is stopped (fast shutdown: what was committed is
// on disk, open transactions roll back) and the cluster is started again. A live owner still means refusal.

/** Where the process that started a cluster records itself: beside the cluster (DATA_DIR/postgres-owner.json). */
export const ownerFileOf = (clusterDir: string) => path.join(path.dirname(clusterDir), 'postgres-owner.json');

interface Owner {
  pid: number;
  /** the process's start time in clock ticks since boot (Linux), telling a reused pid from the owner */
  startTime?: string;
}

/** The fields of /proc/PID/stat after the command name (which may hold spaces and parentheses); null off Linux. */
async function procStat(pid: number): Promise<string[] | null> {
  const text = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!text) return null;
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** Alive and not a zombie (an exited postmaster nobody reaped yet is gone for our purposes). */
async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const stat = await procStat(pid);
  return stat?.[0] !== 'Z' && stat?.[0] !== 'X';
}

const startTimeOf = async (pid: number) => (await procStat(pid))?.[19];

/** Records this process as the cluster's owner; called just before PostgreSQL is started. */
export async function recordOwner(clusterDir: string): Promise<void> {
  const owner: Owner = { pid: process.pid, startTime: await startTimeOf(process.pid) };
  await fs.writeFile(ownerFileOf(clusterDir), `${JSON.stringify(owner)}\n`, { mode: 0o600 });
}

async function ownerIsAlive(clusterDir: string): Promise<{ alive: boolean; pid?: number }> {
  const text = await fs.readFile(ownerFileOf(clusterDir), 'utf8').catch(() => null);
  let owner: Owner | null = null;
  try {
    owner = text ? (JSON.parse(text) as Owner) : null;
  } catch {
    owner = null;
  }
  // no record (a cluster started before owners were recorded): assume someone still uses it
  if (!owner || !Number.isInteger(owner.pid) || owner.pid <= 0) return { alive: true };
  if (!(await isRunning(owner.pid))) return { alive: false, pid: owner.pid };
  // the pid is taken again, by a process started at another time: the owner is gone
  const now = owner.startTime ? await startTimeOf(owner.pid) : undefined;
  return { alive: !(now && now !== owner.startTime), pid: owner.pid };
}

/** Whether `pid` is a PostgreSQL serving `clusterDir` (true when that cannot be told, off Linux). */
async function isPostmasterOf(pid: number, clusterDir: string): Promise<boolean> {
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  if (cmdline === null) return process.platform !== 'linux';
  const args = cmdline.split('\0');
  return /postgres/.test(args[0] ?? '') && args.some((arg) => path.resolve(arg) === path.resolve(clusterDir));
}

async function waitForExit(pid: number, pidFile: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const stillListed = await fs.access(pidFile).then(
      () => true,
      () => false,
    );
    if (!(await isRunning(pid)) || !stillListed) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * Before starting the cluster in `clusterDir`: nothing to do when no PostgreSQL holds it (PostgreSQL clears a stale
 * postmaster.pid itself); refuses when the process that started it is still alive (another CulturaLink on this
 * DATA_DIR); stops it when its owner is dead, and returns once it has exited. `stopTimeoutMs` bounds the fast
 * shutdown (a checkpoint) before an immediate one (crash recovery at the next start, still nothing committed lost).
 */
export async function recoverOrRefuse(clusterDir: string, logger: Logger, stopTimeoutMs = 60_000): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const text = await fs.readFile(pidFile, 'utf8').catch(() => null);
  const pid = Number(text?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !(await isRunning(pid))) return;
  if (!(await isPostmasterOf(pid, clusterDir))) {
    // the pid of a postmaster that died with its owner, taken by an unrelated process: PostgreSQL would refuse
    logger.warn(`Removing the stale ${pidFile}: pid ${pid} is no PostgreSQL of this cluster`);
    await fs.rm(pidFile, { force: true });
    return;
  }
  const owner = await ownerIsAlive(clusterDir);
  if (owner.alive)
    throw new Error(
      `PostgreSQL (pid ${pid}) is still running on ${clusterDir}: another CulturaLink is using this DATA_DIR${owner.pid ? ` (pid ${owner.pid})` : ''}. Stop it (or that process) first, or choose another DATA_DIR.`,
    );
  logger.warn(
    `PostgreSQL (pid ${pid}) on ${clusterDir} outlived the CulturaLink (pid ${owner.pid}) that started it: stopping it (fast shutdown) before starting again`,
  );
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, pidFile, stopTimeoutMs)) return;
  logger.warn(`PostgreSQL (pid ${pid}) did not stop within ${stopTimeoutMs} ms: immediate shutdown`);
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, pidFile, 10_000)) return;
  throw new Error(`PostgreSQL (pid ${pid}) on ${clusterDir} does not stop; stop it by hand, then start again.`);
}
