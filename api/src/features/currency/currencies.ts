export interface Currency {
  code: string;
  name: string;
  symbol: string;
}

/** Every ISO 4217 code the runtime knows, with its English name and narrow symbol. */
export function listCurrencies(): Currency[] {
  throw new Error('not implemented');
}

export function isKnownCurrency(code: string): boolean {
  void code;
  throw new Error('not implemented');
}
