import type { AppServices } from '../../app/services.js';

export interface ExchangeRates {
  base: string;
  date: string;
  source: 'snapshot' | 'live';
  rates: Record<string, number>;
}

/** The rates in force: live when EXCHANGE_RATES_URL is set and answers (cached 1 h), else the snapshot. */
export async function currentExchangeRates(services: AppServices): Promise<ExchangeRates> {
  void services;
  throw new Error('not implemented');
}
