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

/** How long a client is told to wait while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * The messages of a connection that could not be had or was lost, from pg, knex, tarn and PostgreSQL. knex's
 * "Transaction query already complete" is the next statement of a transaction whose connection died under it (knex
 * ends the transaction when its connection errors), so it is a lost connection too.
 */
const CONNECTION_MESSAGE = new RegExp(
  [
    'Connection terminated',
    'Connection ended unexpectedly',
    'server closed the connection unexpectedly',
    'Transaction query already complete',
    'Timeout acquiring a connection',
    'timeout exceeded when trying to connect',
    'not queryable',
    'Cannot use a pool after calling end',
    'not currently accepting connections',
    'the database system is (starting up|shutting down|in recovery|not yet accepting connections)',
    'terminating connection',
  ].join('|'),
  'i',
);
/**
 * SQLSTATEs of a lost or refused connection besides class 08: admin shutdown, crash shutdown, cannot connect now,
 * database dropped, idle session timeout, too many connections, idle-in-transaction timeout.
 */
const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '57P04', '57P05', '53300', '25P03']);

/** The database is out of reach: refused, reset or terminated connections, a pool that cannot get one. */
function isConnectionFailure(error: unknown, state: string | undefined): boolean {
  if (state && (state.startsWith('08') || CONNECTION_STATES.has(state))) return true;
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code, name, message } = current as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_ERRNOS.has(code)) return true;
    if (name === 'KnexTimeoutError' || name === 'ConnectionException') return true;
    if (typeof message === 'string' && CONNECTION_MESSAGE.test(message)) return true;
    current =
      (current as { cause?: unknown; previous?: unknown }).cause ?? (current as { previous?: unknown }).previous;
  }
  return false;
}

export const databaseUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a few seconds.', {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });

/**
 * A database failure that is the request's fault or the database's absence, as the AppError every door answers
 * with; null for anything else (a bug: logged and answered 500). Class 22 ("data exception": a value PostgreSQL
 * cannot store, e.g. an integer out of range or text it cannot encode) is the client's input; a connection that
 * cannot be had or was lost is SERVICE_UNAVAILABLE (503 + Retry-After).
 */
export function appErrorOfDatabase(error: unknown): AppError | null {
  const state = sqlStateOf(error);
  if (state?.startsWith('22')) return badInput('A value in the request is out of range or cannot be stored.');
  if (isConnectionFailure(error, state)) return databaseUnavailable();
  return null;
}
