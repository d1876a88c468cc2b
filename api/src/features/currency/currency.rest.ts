import express, { type Router } from 'express';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import { listCurrencies } from './currencies.js';
import { convertAmount } from './convert.js';
import { currentExchangeRates } from './exchange-rates.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Additions to the original API: the currency list, the rates in force and a conversion. */
export function currencyRoutes(services: AppServices): Router {
  const router = express.Router();
  router.get(
    '/currencies',
    rest(services, async () => listCurrencies()),
  );
  router.get(
    '/exchange-rates',
    rest(services, async () => currentExchangeRates(services)),
  );
  router.get(
    '/convert',
    rest(services, async (_scope, req) =>
      convertAmount(services, { amount: text(req.query.amount), from: text(req.query.from), to: text(req.query.to) }),
    ),
  );
  return router;
}
