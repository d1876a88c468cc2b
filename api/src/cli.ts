/**
 * Administration from the command line:
 *   npm run cli -w api -- create-admin --username U --email E --password P [--fullname F] [--country C]
 *   npm run cli -w api -- seed
 *   npm run cli -w api -- backup FILE     (the database, its queued jobs and every uploaded image, in one file)
 *   npm run cli -w api -- restore FILE    (into an empty database: a fresh DATA_DIR, or an empty DATABASE_URL)
 * Uses DATABASE_URL when set; otherwise the database of the server running on DATA_DIR (found through
 * DATA_DIR/runtime.json, which the server writes at start); otherwise starts the embedded PostgreSQL in DATA_DIR itself.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from './config.js';
import { startEmbeddedPostgres } from './db/embedded-postgres.js';
import { openDatabase, type Orm } from './db/orm.js';
import { readRuntimeFile } from './db/runtime-file.js';
import { loadBackup, readBackupHeader, writeBackup } from './db/backup.js';
import { migrateJobQueue } from './db/job-queue-schema.js';
import { migrationsList } from './db/migrations/index.js';
import { createFileStore } from './providers/storage/create-file-store.js';
import { createAccount } from './features/accounts/index.js';
import { isUsernameTaken } from './features/accounts/index.js';
import { User } from './features/accounts/user.entity.js';
import { seedPosts } from './features/posts/index.js';
import { createLogger } from './logger.js';

const USAGE = `Usage:
  npm run cli -w api -- create-admin --username U --email E --password P [--fullname F] [--country C]
  npm run cli -w api -- seed
  npm run cli -w api -- backup FILE
  npm run cli -w api -- restore FILE`;

async function withDatabase(
  work: (orm: Orm, databaseUrl: string) => Promise<void>,
  options: { migrate?: boolean; refuseRunningServer?: string } = {},
): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger('silent');
  const runningServer = config.databaseUrl ? null : readRuntimeFile(config.dataDir);
  if (runningServer && options.refuseRunningServer) throw new Error(options.refuseRunningServer);
  const externalUrl = config.databaseUrl ?? runningServer?.databaseUrl;
  const database = externalUrl
    ? { url: externalUrl, stop: async () => undefined }
    : await startEmbeddedPostgres({
        clusterDir: path.join(config.dataDir, 'postgres'),
        database: 'culturalink',
        logger,
      }).catch((error: Error) => {
        throw new Error(
          `Could not start the embedded database (is the server running? stop it first, or set DATABASE_URL): ${error.message}`,
        );
      });
  const orm = await openDatabase(database.url, logger, { migrate: options.migrate });
  try {
    await work(orm, database.url);
  } finally {
    await orm.close();
    await database.stop();
  }
}

async function createAdmin(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      fullname: { type: 'string' },
      country: { type: 'string' },
    },
  });
  if (!values.username || !values.email || !values.password)
    throw new Error(`create-admin needs --username, --email and --password.\n${USAGE}`);
  await withDatabase(async (orm) => {
    const user = await createAccount(orm.em.fork(), {
      username: values.username!,
      email: values.email!,
      password: values.password!,
      fullName: values.fullname ?? 'Administrator',
      country: values.country ?? 'Philippines',
      isAdmin: true,
    });
    console.log(`Created administrator ${user.username} <${user.email}>.`);
  });
}

const DEMO_MEMBERS = [
  { username: 'maria.santos', fullName: 'Maria Santos', country: 'Philippines' },
  { username: 'kenji_tanaka', fullName: 'Kenji Tanaka', country: 'Japan' },
  { username: 'amara.okafor', fullName: 'Amara Okafor', country: 'Nigeria' },
  { username: 'lucia_fernandez', fullName: 'Lucía Fernández', country: 'Mexico', isPrivate: true },
  { username: 'omar.haddad', fullName: 'Omar Haddad', country: 'Morocco' },
];
const DEMO_PASSWORD = 'Culture#2024';

/** A handful of demo members and one administrator; members that already exist are left alone. */
async function seed(): Promise<void> {
  await withDatabase(async (orm) => {
    const em = orm.em.fork();
    for (const member of DEMO_MEMBERS) {
      if (await isUsernameTaken(em, member.username)) continue;
      await createAccount(em, {
        ...member,
        email: `${member.username.replace('.', '_')}@example.com`,
        password: DEMO_PASSWORD,
      });
    }
    console.log(`Demo members: ${DEMO_MEMBERS.map((m) => m.username).join(', ')} (password ${DEMO_PASSWORD})`);
    const demoUsers = await em.find(User, { username: { $in: DEMO_MEMBERS.map((m) => m.username) } });
    console.log(`Demo posts created: ${await seedPosts(em, demoUsers)}`);
    if (await isUsernameTaken(em, 'admin')) {
      console.log('The administrator "admin" already exists; its password was not changed.');
      return;
    }
    const password = `Admin#${randomBytes(6).toString('base64url')}1`;
    await createAccount(em, {
      username: 'admin',
      email: 'admin@example.com',
      password,
      fullName: 'CulturaLink Admin',
      country: 'Philippines',
      isAdmin: true,
    });
    console.log(`Administrator login: username "admin", password "${password}"`);
  });
}

/** The database (embedded, of the running server, or DATABASE_URL) and every uploaded image into FILE. */
async function backup(args: string[]): Promise<void> {
  const [file] = args;
  if (!file) throw new Error(`backup needs a FILE.\n${USAGE}`);
  const files = createFileStore(loadConfigOrExit());
  await withDatabase(async (_orm, databaseUrl) => {
    const summary = await writeBackup(databaseUrl, files, path.resolve(file));
    const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    console.log(
      `Backed up ${rows} rows of ${Object.keys(summary.rows).length} tables and ${summary.files} files into ${file}.`,
    );
  });
}

/**
 * FILE into an empty database: the schema is built with the migrations the backup had run, the rows loaded,
 * then the newer migrations of this version applied; its images go into this installation's store.
 */
async function restore(args: string[]): Promise<void> {
  const [file] = args;
  if (!file) throw new Error(`restore needs a FILE.\n${USAGE}`);
  const header = await readBackupHeader(path.resolve(file));
  const known = migrationsList.map((migration) => migration.name);
  const unknown = header.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new Error(`The backup comes from a newer version (migrations ${unknown.join(', ')}): upgrade first.`);
  const files = createFileStore(loadConfigOrExit());
  await withDatabase(
    async (orm, databaseUrl) => {
      const migrator = orm.getMigrator();
      const executed = (await migrator.getExecutedMigrations()).map((migration) => migration.name);
      if (executed.some((name) => !header.migrations.includes(name)))
        throw new Error('This database is newer than the backup: restore into a fresh DATA_DIR or an empty database.');
      const members = await orm.em
        .getConnection()
        .execute<{ n: string }[]>(
          `select count(*) as n from information_schema.tables t where t.table_name = 'app_user'`,
        );
      if (Number(members[0]?.n) > 0) {
        const [row] = await orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from app_user');
        if (Number(row?.n) > 0)
          throw new Error('This database already has members: restore into a fresh DATA_DIR or an empty database.');
      }
      const last = header.migrations.at(-1);
      if (last) await migrator.up({ to: last });
      await migrateJobQueue(databaseUrl, createLogger('silent')); // its jobs are in the backup too
      const summary = await loadBackup(databaseUrl, files, path.resolve(file));
      const newer = await migrator.up();
      const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
      console.log(
        `Restored ${rows} rows and ${summary.files} files from ${file} (taken ${header.createdAt})` +
          (newer.length ? `, then applied ${newer.length} newer migration(s).` : '.'),
      );
    },
    { migrate: false, refuseRunningServer: 'A server is running on this DATA_DIR: stop it before restoring.' },
  );
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'create-admin') await createAdmin(rest);
  else if (command === 'seed') await seed();
  else if (command === 'backup') await backup(rest);
  else if (command === 'restore') await restore(rest);
  else {
    console.error(USAGE);
    process.exitCode = 1;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
