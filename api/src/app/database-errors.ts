import { AppError, badInput } from './errors.js';

/** SQLSTATE of a PostgreSQL error, whether it came straight from pg or wrapped by MikroORM or knex. */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code, sqlState } = current as { code?: unknown; sqlState?: unknown };
    if (typeof sqlState === 'string' && /^[0-9A-Z]{5}$/.test(sqlState)) return sqlState;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current =
      (current as { cause?: unknown; previous?: unknown }).cause ?? (current as { previous?: unknown }).previous;
  }
  return undefined;
}

/**
 * A database failure that is the request's fault or the database's absence, as the AppError every door answers
 * with; null for anything else (a bug: logged and answered 500). Class 22 ("data exception": a value PostgreSQL
 * cannot store, e.g. an integer out of range or text it cannot encode) is the client's input.
 */
export function appErrorOfDatabase(error: unknown): AppError | null {
  const state = sqlStateOf(error);
  if (state?.startsWith('22')) return badInput('A value in the request is out of range or cannot be stored.');
  return null;
}
