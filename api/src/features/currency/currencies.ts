export interface Currency {
  code: string;
  name: string;
  symbol: string;
}

let list: Currency[] | null = null;
let codes: Set<string> | null = null;

/** Every ISO 4217 code the runtime knows (about 160), with its English name and narrow symbol. */
export function listCurrencies(): Currency[] {
  if (!list) {
    const names = new Intl.DisplayNames(['en'], { type: 'currency' });
    list = Intl.supportedValuesOf('currency').map((code) => ({
      code,
      name: names.of(code) ?? code,
      symbol: symbolOf(code),
    }));
  }
  return list;
}

export function isKnownCurrency(code: string): boolean {
  codes ??= new Set(listCurrencies().map((currency) => currency.code));
  return typeof code === 'string' && codes.has(code.trim().toUpperCase());
}

function symbolOf(code: string): string {
  const parts = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}
