import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { listCurrencies } from './currencies.js';
import { convertAmount } from './convert.js';
import { currentExchangeRates } from './exchange-rates.js';
import { ConvertedAmountType, CurrencyType, ExchangeRatesType } from './currency.types.js';

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
    return { ...rates, rates: Object.entries(rates.rates).map(([code, rate]) => ({ code, rate })) };
  }

  @Query(() => ConvertedAmountType, {
    description:
      'An empty or non-numeric amount converts to 0; a missing rate leaves it unconverted (convertedOk false).',
  })
  convertAmount(
    @Ctx() ctx: GraphQLContext,
    @Arg('amount', () => String) amount: string,
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
  ): Promise<ConvertedAmountType> {
    return convertAmount(ctx.services, { amount, from, to });
  }
}
