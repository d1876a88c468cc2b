import fs from 'node:fs';
import path from 'node:path';

/**
 * `DATA_DIR/runtime.json` tells command-line tools how to reach the database of the server running
 * on that DATA_DIR (its embedded PostgreSQL listens on a port chosen at start). Readable by the owner only.
 */
export interface RuntimeInfo {
  databaseUrl: string;
  pid: number;
}

export const runtimeFilePath = (dataDir: string) => path.join(dataDir, 'runtime.json');

export function writeRuntimeFile(dataDir: string, info: RuntimeInfo): void {
  const file = runtimeFilePath(dataDir);
  fs.writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

export function removeRuntimeFile(dataDir: string): void {
  fs.rmSync(runtimeFilePath(dataDir), { force: true });
}

/** The running server's database, or null when no server (still alive) wrote the file. */
export function readRuntimeFile(dataDir: string): RuntimeInfo | null {
  let info: RuntimeInfo;
  try {
    info = JSON.parse(fs.readFileSync(runtimeFilePath(dataDir), 'utf8')) as RuntimeInfo;
  } catch {
    return null;
  }
  if (typeof info.databaseUrl !== 'string' || !Number.isInteger(info.pid)) return null;
  try {
    process.kill(info.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return null; // left behind by a server that crashed
  }
  return info;
}
