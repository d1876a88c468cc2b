import { DEFAULT_DATABASE_ACQUIRE_TIMEOUT_MS, DEFAULT_DATABASE_POOL_SIZE, type Config } from '../config.js';

/** The connection pool's size and how long a statement waits for a free connection before it fails. */
export interface PoolSettings {
  max: number;
  acquireTimeoutMs: number;
}

export const DEFAULT_POOL: PoolSettings = {
  max: DEFAULT_DATABASE_POOL_SIZE,
  acquireTimeoutMs: DEFAULT_DATABASE_ACQUIRE_TIMEOUT_MS,
};

/** A Config's pool settings (DATABASE_POOL_SIZE, DATABASE_ACQUIRE_TIMEOUT_MS). */
export const poolSettingsOf = (
  config: Pick<Config, 'databasePoolSize' | 'databaseAcquireTimeoutMs'>,
): PoolSettings => ({
  max: config.databasePoolSize,
  acquireTimeoutMs: config.databaseAcquireTimeoutMs,
});

/** The acquire timeout an ORM was opened with (the hot-read and live pools use it too). */
export function acquireTimeoutOf(config: { get(key: 'driverOptions'): unknown }): number {
  const timeout = (config.get('driverOptions') as { acquireConnectionTimeout?: unknown } | undefined)
    ?.acquireConnectionTimeout;
  return typeof timeout === 'number' ? timeout : DEFAULT_DATABASE_ACQUIRE_TIMEOUT_MS;
}
