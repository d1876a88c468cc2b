import { afterEach, describe, expect, it } from 'vitest';
import { recordingLogger, startFakeJsonServer, type FakeJsonServer } from '../places/testing-json-server.js';
import { clearLiveRatesCache, liveRates, LIVE_RATES_TTL_MS } from './live-rates.js';
import { parseRateTable } from './rate-table.js';
import { snapshotRates } from './snapshot-rates.js';

let server: FakeJsonServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
  clearLiveRatesCache();
});

describe('exchange rates', () => {
  it('ships a dated USD snapshot with real figures', () => {
    const snapshot = snapshotRates();
    expect(snapshot).toMatchObject({ base: 'USD', date: '2026-09-29', source: 'snapshot' });
    expect(snapshot.rates.USD).toBe(1);
    expect(snapshot.rates.PHP).toBeGreaterThan(40);
    expect(snapshot.rates.EUR).toBeGreaterThan(0.5);
    expect(Object.keys(snapshot.rates).every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
  });

  it('reads the three layouts rate services use', () => {
    expect(
      parseRateTable(
        {
          result: 'success',
          base_code: 'USD',
          time_last_update_unix: 1_760_000_000,
          conversion_rates: { USD: 1, PHP: 57.1 },
        },
        'live',
      ),
    ).toEqual({ base: 'USD', date: '2025-10-09', source: 'live', rates: { USD: 1, PHP: 57.1 } });
    expect(
      parseRateTable(
        { amount: 1, base: 'EUR', date: '2026-01-02', rates: { USD: 1.1, JPY: 160, BAD: 'x', XX: 2, NEG: -1 } },
        'live',
      ),
    ).toEqual({ base: 'EUR', date: '2026-01-02', source: 'live', rates: { EUR: 1, USD: 1.1, JPY: 160 } });
    expect(parseRateTable({ nothing: true }, 'live')).toBeNull();
    expect(parseRateTable('nope', 'live')).toBeNull();
  });

  it('caches live rates for an hour and reports an unreachable service as null', async () => {
    let served = 0;
    server = await startFakeJsonServer(() => ({
      body: { date: '2026-11-20', usd: { usd: 1, php: 58.5 } },
      status: served++ === 0 ? 200 : 500,
    }));
    const { logger, warnings } = recordingLogger();
    const first = await liveRates(`${server.url}/usd.json`, logger, 1_000);
    expect(first).toMatchObject({ base: 'USD', date: '2026-11-20', source: 'live', rates: { USD: 1, PHP: 58.5 } });
    expect(await liveRates(`${server.url}/usd.json`, logger, 1_000 + LIVE_RATES_TTL_MS - 1)).toEqual(first);
    expect(server.requests).toHaveLength(1);
    expect(await liveRates(`${server.url}/usd.json`, logger, 1_000 + LIVE_RATES_TTL_MS)).toBeNull();
    expect(warnings[0]).toMatch(/using the snapshot/);
    expect(await liveRates('http://127.0.0.1:1/usd.json', logger)).toBeNull();
  });
});
