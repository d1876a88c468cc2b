import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type RunningDatabase } from '../src/db/embedded-postgres.js';
import { openDatabase } from '../src/db/orm.js';
import { createLogger } from '../src/logger.js';

/**
 * One real PostgreSQL for the whole run, in a temporary directory. The committed migrations are applied
 * once to a template database; every test file then gets its own copy (see test/harness.ts).
 */
let database: RunningDatabase | undefined;
let tempDir: string | undefined;

export async function setup(project: TestProject) {
  tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'culturalink-test-'));
  const logger = createLogger('silent');
  database = await startEmbeddedPostgres({
    clusterDir: path.join(tempDir, 'pg'),
    database: 'template_app',
    logger,
    persistent: false,
  });
  const orm = await openDatabase(database.url, logger);
  await orm.close();
  project.provide('databaseUrl', database.url);
  project.provide('tempDir', tempDir);
}

export async function teardown() {
  await database?.stop();
  if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    tempDir: string;
  }
}
