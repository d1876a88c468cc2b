/** Where the exchange rates come from; the values are the rate table's own words (providers/exchange-rates). */
export enum RateSource {
  SNAPSHOT = 'snapshot',
  LIVE = 'live',
}
