import type { AppServices } from '../../app/services.js';

export { isKnownCurrency } from './currencies.js';

export interface ConvertedAmount {
  amount: number;
  from: string;
  to: string;
  converted: number;
  /** The date of the rates used, shown next to converted amounts. */
  rateDate: string;
  /** False when a rate was missing: `converted` is then the amount unchanged. */
  convertedOk: boolean;
}

/** Converts with the live rates when configured and reachable, else the pinned snapshot. */
export async function convertAmount(services: AppServices, input: { amount: string | number | null | undefined; from: string; to: string }): Promise<ConvertedAmount> {
  void services;
  void input;
  throw new Error('not implemented');
}
