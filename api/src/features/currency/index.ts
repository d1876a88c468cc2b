/** The public surface of the currency feature: other features and the app import only from here. */
export { convertAmount, isKnownCurrency } from './convert.js';
export { money, MoneyInput, MoneyType } from './currency.types.js';
