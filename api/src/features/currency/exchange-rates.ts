import type { AppServices } from '../../app/services.js';
import { liveRates } from '../../providers/exchange-rates/live-rates.js';
import type { RateTable } from '../../providers/exchange-rates/rate-table.js';
import { snapshotRates } from '../../providers/exchange-rates/snapshot-rates.js';

export type ExchangeRates = RateTable;

/** The rates in force: live when EXCHANGE_RATES_URL is set and answers (cached 1 h), else the snapshot. */
export async function currentExchangeRates(services: AppServices): Promise<ExchangeRates> {
  const url = services.config.exchangeRatesUrl;
  return (url && (await liveRates(url, services.logger))) || snapshotRates();
}
