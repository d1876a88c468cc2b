import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { listCurrencies } from './currencies.js';
import { convertAmount } from './convert.js';
import { currentExchangeRates, type ExchangeRates } from './exchange-rates.js';
import { ConvertedAmountType, CurrencyType, ExchangeRatesType, money, MoneyInput } from './currency.types.js';
import { RateSource } from './rate-source.js';

const RATE_SOURCES: Record<ExchangeRates['source'], RateSource> = {
  snapshot: RateSource.SNAPSHOT,
  live: RateSource.LIVE,
};

@Resolver()
export class CurrencyResolver {
  @Query(() => [CurrencyType], { description: 'Every ISO currency the server knows (about 160), by code.' })
  currencies(): CurrencyType[] {
    return listCurrencies();
  }

  @Query(() => ExchangeRatesType, {
    description: 'Rates against USD: the pinned snapshot, or live rates when configured and reachable.',
  })
  async exchangeRates(@Ctx() ctx: GraphQLContext): Promise<ExchangeRatesType> {
    const rates = await currentExchangeRates(ctx.services);
    return {
      ...rates,
      source: RATE_SOURCES[rates.source],
      rates: Object.entries(rates.rates).map(([code, rate]) => ({ code, rate })),
    };
  }

  @Query(() => ConvertedAmountType, {
    description:
      'An amount in another currency, with the rates in force; a missing rate leaves it unconverted (convertedOk false). Unknown currencies are BAD_USER_INPUT.',
  })
  async convertAmount(
    @Ctx() ctx: GraphQLContext,
    @Arg('amount', () => MoneyInput, { description: 'The amount and its currency.' }) amount: MoneyInput,
    @Arg('to', () => String, { description: 'ISO 4217 code to convert into.' }) to: string,
  ): Promise<ConvertedAmountType> {
    const result = await convertAmount(ctx.services, { amount: amount.amount, from: amount.currencyCode, to });
    return {
      original: money(result.amount, result.from),
      converted: money(result.converted, result.to),
      rateDate: result.rateDate,
      convertedOk: result.convertedOk,
    };
  }
}
