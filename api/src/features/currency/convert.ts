import type { AppServices } from '../../app/services.js';
import { badInput } from '../../app/errors.js';
import { isKnownCurrency } from './currencies.js';
import { currentExchangeRates } from './exchange-rates.js';

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

/** '' or anything that is not a finite number reads as 0 (the original's rule). */
export function readAmount(amount: string | number | null | undefined): number {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : 0;
  const text = (amount ?? '').trim().replace(/,/g, '');
  if (text === '') return 0;
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Converts with the live rates when configured and reachable, else the pinned snapshot. Unknown codes
 * are bad input; a known currency without a rate leaves the amount unconverted (convertedOk false).
 */
export async function convertAmount(
  services: AppServices,
  input: { amount: string | number | null | undefined; from: string; to: string },
): Promise<ConvertedAmount> {
  const from = (input.from ?? '').trim().toUpperCase();
  const to = (input.to ?? '').trim().toUpperCase();
  const fieldErrors = [
    ...(isKnownCurrency(from) ? [] : [{ field: 'from', message: `Unknown currency "${input.from}".` }]),
    ...(isKnownCurrency(to) ? [] : [{ field: 'to', message: `Unknown currency "${input.to}".` }]),
  ];
  if (fieldErrors.length) throw badInput(fieldErrors[0].message, fieldErrors);
  const amount = readAmount(input.amount);
  const table = await currentExchangeRates(services);
  const fromRate = table.rates[from];
  const toRate = table.rates[to];
  if (from === to) return { amount, from, to, converted: amount, rateDate: table.date, convertedOk: true };
  if (!fromRate || !toRate) return { amount, from, to, converted: amount, rateDate: table.date, convertedOk: false };
  return {
    amount,
    from,
    to,
    converted: Math.round((amount / fromRate) * toRate * 1e6) / 1e6,
    rateDate: table.date,
    convertedOk: true,
  };
}
