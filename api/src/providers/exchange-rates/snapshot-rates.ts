import fs from 'node:fs';
import { createRequire } from 'node:module';
import { parseRateTable, type RateTable } from './rate-table.js';

const require = createRequire(import.meta.url);
let snapshot: RateTable | null = null;

/** The USD rates pinned with the app (the @fawazahmed0/currency-api package at an exact version). */
export function snapshotRates(): RateTable {
  if (!snapshot) {
    const file = require.resolve('@fawazahmed0/currency-api/v1/currencies/usd.json');
    const parsed = parseRateTable(JSON.parse(fs.readFileSync(file, 'utf8')), 'snapshot');
    if (!parsed) throw new Error('The shipped exchange-rate snapshot could not be read');
    snapshot = parsed;
  }
  return snapshot;
}
