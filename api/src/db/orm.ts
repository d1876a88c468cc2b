import { MikroORM, type Options } from '@mikro-orm/postgresql';
import pg from 'pg';
import { Migrator } from '@mikro-orm/migrations';
import type { Logger } from '../logger.js';
import { entities } from './entities.js';
import { DEFAULT_POOL, type PoolSettings } from './pool-settings.js';
import { closeHotReadPool } from './prepared-query.js';
import { migrationsList } from './migrations/index.js';
import { migrateJobQueue } from './job-queue-schema.js';

export type Orm = MikroORM;
export { poolSettingsOf, type PoolSettings } from './pool-settings.js';

export function ormOptions(clientUrl: string, logger?: Logger, pool: PoolSettings = DEFAULT_POOL): Options {
  return {
    clientUrl,
    entities,
    extensions: [Migrator],
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    forceUtcTimezone: true,
    pool: { min: 0, max: pool.max },
    // a request waiting for a connection while every one is busy fails after this (503), instead of hanging
    driverOptions: { acquireConnectionTimeout: pool.acquireTimeoutMs },
    allowGlobalContext: false,
    // Query logging formats every statement: only turn it on when it will be written.
    debug: logger?.debugEnabled ? ['query'] : false,
    logger: logger ? (message: string) => logger.debug(message) : undefined,
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      path: 'src/db/migrations',
      emit: 'ts',
    },
  };
}

/** Opens the ORM and applies every committed migration that has not run yet. */
export async function openDatabase(
  clientUrl: string,
  logger: Logger,
  options: { migrate?: boolean; pool?: PoolSettings } = {},
): Promise<Orm> {
  const orm = await MikroORM.init(ormOptions(clientUrl, logger, options.pool));
  const closeOrm = orm.close.bind(orm);
  // The hot-read pool (prepared-query.ts) lives and dies with the ORM.
  orm.close = async (force?: boolean) => {
    await closeHotReadPool(orm.em);
    return closeOrm(force);
  };
  if (options.migrate !== false)
    await underMigrationLock(clientUrl, async () => {
      const applied = await orm.getMigrator().up();
      if (applied.length > 0)
        logger.info(`Applied ${applied.length} database migration(s): ${applied.map((m) => m.name).join(', ')}`);
      await migrateJobQueue(clientUrl, logger);
    });
  return orm;
}

/**
 * One process at a time migrates a database: replicas started together (docker compose up, a rolling update
 * with a surge, the CLI beside a server) wait for the first one's migrations, then find nothing left to do,
 * instead of failing on each other's half-made tables. A session-level advisory lock on its own connection,
 * released by PostgreSQL itself if the process dies.
 */
async function underMigrationLock(clientUrl: string, migrate: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: clientUrl });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('culturalink'), hashtext('migrations'))`);
    await migrate();
  } finally {
    await client.end(); // ending the session releases the lock
  }
}
