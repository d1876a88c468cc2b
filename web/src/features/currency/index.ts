/** The public surface of the currency feature: other features and the app import only from here. */
export { ConvertedTotal } from './converted-total';
export { CurrencySelect } from './currency-select';
export { formatMoney } from './format-money';
