import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { loadConfig } from '../../config.js';
import type { AppServices } from '../../app/services.js';
import { recordingLogger, startFakeJsonServer } from '../../providers/places/testing-json-server.js';
import { clearLiveRatesCache } from '../../providers/exchange-rates/live-rates.js';
import { snapshotRates } from '../../providers/exchange-rates/snapshot-rates.js';
import { convertAmount, isKnownCurrency } from './convert.js';
import { listCurrencies } from './currencies.js';
import { currentExchangeRates } from './exchange-rates.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const CONVERT = `query($amount: MoneyInput!, $to: String!) {
  convertAmount(amount: $amount, to: $to) { original { amount currencyCode } converted { amount currencyCode } rateDate convertedOk }
}`;

/** convertAmount's variables: `amount` in `from`, into `to`. */
const convert = (amount: number, from: string, to: string) => ({ amount: { amount, currencyCode: from }, to });

describe('currencies', () => {
  it('lists every ISO currency the runtime knows with names and symbols', async () => {
    const result = await t.gql(`{ currencies { code name symbol } }`, {});
    const currencies = result.data!.currencies;
    expect(currencies.length).toBeGreaterThan(150);
    expect(currencies.length).toBeLessThan(200);
    expect(currencies).toContainEqual({ code: 'PHP', name: 'Philippine Peso', symbol: '₱' });
    expect(currencies).toContainEqual({ code: 'USD', name: 'US Dollar', symbol: '$' });
    expect(listCurrencies()).toHaveLength(currencies.length);
    expect(isKnownCurrency('php')).toBe(true);
    expect(isKnownCurrency('XYZ')).toBe(false);
    expect(isKnownCurrency('')).toBe(false);
  });

  it('serves the snapshot rates with their date', async () => {
    const result = await t.gql(`{ exchangeRates { base date source rates { code rate } } }`, {});
    expect(result.data!.exchangeRates).toMatchObject({ base: 'USD', date: '2026-09-29', source: 'SNAPSHOT' });
    expect(result.data!.exchangeRates.rates).toContainEqual({ code: 'PHP', rate: snapshotRates().rates.PHP });
  });

  it('converts with the snapshot', async () => {
    const result = await t.gql(CONVERT, convert(100, 'USD', 'PHP'));
    expect(result.data!.convertAmount).toEqual({
      original: { amount: 100, currencyCode: 'USD' },
      converted: { amount: expect.closeTo(100 * snapshotRates().rates.PHP, 4), currencyCode: 'PHP' },
      rateDate: '2026-09-29',
      convertedOk: true,
    });
    const back = await t.gql(CONVERT, convert(1000.5, 'php', 'eur'));
    const rates = snapshotRates().rates;
    expect(back.data!.convertAmount.original).toEqual({ amount: 1000.5, currencyCode: 'PHP' });
    expect(back.data!.convertAmount.converted.currencyCode).toBe('EUR');
    expect(back.data!.convertAmount.converted.amount).toBeCloseTo((1000.5 / rates.PHP) * rates.EUR, 4);
    expect((await t.gql(CONVERT, convert(42, 'JPY', 'JPY'))).data!.convertAmount).toMatchObject({
      converted: { amount: 42, currencyCode: 'JPY' },
      convertedOk: true,
    });
  });

  it('REST reads an empty or non-numeric amount as 0', async () => {
    for (const amount of ['', '   ', 'abc', '12abc', 'NaN', 'Infinity']) {
      const result = await t.rest('GET', `/api/convert?amount=${encodeURIComponent(amount)}&from=USD&to=PHP`);
      expect(result.body).toMatchObject({ amount: 0, converted: 0, convertedOk: true });
    }
  });

  it('leaves the amount unconverted when a rate is missing', async () => {
    const known = listCurrencies().map((currency) => currency.code);
    const withoutRate = known.find((code) => !snapshotRates().rates[code]);
    expect(withoutRate).toBeDefined();
    const result = await t.gql(CONVERT, convert(50, 'USD', withoutRate!));
    expect(result.data!.convertAmount).toMatchObject({
      original: { amount: 50, currencyCode: 'USD' },
      converted: { amount: 50, currencyCode: withoutRate },
      convertedOk: false,
    });
  });

  it('refuses unknown currency codes', async () => {
    const result = await t.gql(CONVERT, convert(5, 'USD', 'ZZZ'));
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const unknownFrom = await t.gql(CONVERT, convert(5, 'QQQ', 'USD'));
    expect(unknownFrom.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.rest('GET', '/api/convert?amount=5&from=BAD&to=USD')).status).toBe(400);
  });

  it('REST: GET /api/currencies, /api/exchange-rates and /api/convert', async () => {
    const currencies = await t.rest('GET', '/api/currencies');
    expect(currencies.status).toBe(200);
    expect(currencies.body).toContainEqual({ code: 'EUR', name: 'Euro', symbol: '€' });
    const rates = await t.rest('GET', '/api/exchange-rates');
    expect(rates.body).toMatchObject({ base: 'USD', date: '2026-09-29', source: 'snapshot' });
    expect(rates.body.rates.PHP).toBeGreaterThan(40);
    const converted = await t.rest('GET', '/api/convert?amount=&from=USD&to=PHP');
    expect(converted.body).toMatchObject({ amount: 0, converted: 0, convertedOk: true });
  });

  it('uses live rates when EXCHANGE_RATES_URL answers, and the snapshot when it does not', async () => {
    const server = await startFakeJsonServer(() => ({
      body: {
        result: 'success',
        base_code: 'USD',
        time_last_update_unix: 1_763_600_000,
        conversion_rates: { USD: 1, PHP: 50 },
      },
    }));
    try {
      const services = {
        config: loadConfig({}, { exchangeRatesUrl: `${server.url}/latest/USD` }),
        logger: recordingLogger().logger,
      } as AppServices;
      expect(await convertAmount(services, { amount: '2', from: 'USD', to: 'PHP' })).toEqual({
        amount: 2,
        from: 'USD',
        to: 'PHP',
        converted: 100,
        rateDate: '2025-11-20',
        convertedOk: true,
      });
      expect((await currentExchangeRates(services)).source).toBe('live');
      const down = {
        config: loadConfig({}, { exchangeRatesUrl: 'http://127.0.0.1:1/latest' }),
        logger: recordingLogger().logger,
      } as AppServices;
      expect(await currentExchangeRates(down)).toBe(snapshotRates());
    } finally {
      clearLiveRatesCache();
      await server.close();
    }
  });
});
