/** Rates against one base: how many units of each currency one unit of the base buys. */
export interface RateTable {
  base: string;
  /** YYYY-MM-DD, shown to users next to converted amounts. */
  date: string;
  source: 'snapshot' | 'live';
  rates: Record<string, number>;
}

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the three layouts rate services use: fawazahmed0's `{date, usd: {eur: ...}}`, exchangerate-api's
 * `{base_code, conversion_rates, time_last_update_unix}` (the original product's), and `{base, date, rates}`.
 * Only three-letter codes with positive finite rates are kept, upper-cased.
 */
export function parseRateTable(body: unknown, source: RateTable['source']): RateTable | null {
  if (!isJson(body)) return null;
  let base: string | undefined;
  let raw: unknown;
  let date = typeof body.date === 'string' ? body.date : '';
  if (isJson(body.conversion_rates)) {
    base = String(body.base_code ?? 'USD');
    raw = body.conversion_rates;
    if (typeof body.time_last_update_unix === 'number')
      date = new Date(body.time_last_update_unix * 1000).toISOString().slice(0, 10);
  } else if (isJson(body.rates)) {
    base = String(body.base ?? 'USD');
    raw = body.rates;
  } else {
    const key = Object.keys(body).find((name) => /^[a-z]{3}$/i.test(name) && isJson(body[name]));
    base = key;
    raw = key ? body[key] : undefined;
  }
  if (!base || !isJson(raw)) return null;
  const rates: Record<string, number> = {};
  for (const [code, value] of Object.entries(raw)) {
    if (/^[a-z]{3}$/i.test(code) && typeof value === 'number' && Number.isFinite(value) && value > 0)
      rates[code.toUpperCase()] = value;
  }
  base = base.toUpperCase();
  rates[base] = 1;
  return { base, date: /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : 'unknown', source, rates };
}
