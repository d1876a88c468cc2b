import type { Logger } from '../../logger.js';
import { parseRateTable, type RateTable } from './rate-table.js';

export const LIVE_RATES_TTL_MS = 60 * 60 * 1000;
/** After a failure the snapshot is used for a while instead of waiting on a dead service at every request. */
export const LIVE_RATES_RETRY_MS = 5 * 60 * 1000;
const TIMEOUT_MS = 4000;

interface CacheEntry {
  until: number;
  table: RateTable | null;
  pending?: Promise<RateTable | null>;
}

const cache = new Map<string, CacheEntry>();

/** EXCHANGE_RATES_URL's table, cached for an hour; null while it is unreachable or unreadable. */
export async function liveRates(url: string, logger: Logger, now = Date.now()): Promise<RateTable | null> {
  const entry = cache.get(url);
  if (entry && now < entry.until) return entry.table;
  if (entry?.pending) return entry.pending;
  const pending = fetchRates(url)
    .then((table) => {
      cache.set(url, { until: now + LIVE_RATES_TTL_MS, table });
      return table;
    })
    .catch((error: unknown) => {
      logger.warn(`exchange rates: live rates unavailable, using the snapshot (${(error as Error).message})`);
      cache.set(url, { until: now + LIVE_RATES_RETRY_MS, table: null });
      return null;
    });
  cache.set(url, { until: 0, table: entry?.table ?? null, pending });
  return pending;
}

async function fetchRates(url: string): Promise<RateTable> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  const table = parseRateTable(await response.json(), 'live');
  if (!table) throw new Error('the answer has no rates');
  return table;
}

/** For tests: forget cached answers. */
export function clearLiveRatesCache(): void {
  cache.clear();
}
