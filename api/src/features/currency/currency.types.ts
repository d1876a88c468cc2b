import { Field, Float, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { RateSource } from './rate-source.js';

registerEnumType(RateSource, {
  name: 'RateSource',
  description: 'Where the exchange rates come from.',
  valuesConfig: {
    SNAPSHOT: { description: 'The rates shipped with the app (used when no live source is set or reachable).' },
    LIVE: { description: 'The live rates document set by EXCHANGE_RATES_URL, cached for an hour.' },
  },
});

@ObjectType('Money', { description: 'An amount of money in one currency.' })
export class MoneyType {
  @Field(() => Float, {
    description:
      'The amount in units of the currency (pesos, not centavos). Budgets are plans, kept as numbers: round to the currency for display.',
  })
  amount!: number;

  @Field(() => String, { description: 'ISO 4217 code of the currency, e.g. PHP.' })
  currencyCode!: string;
}

@InputType('MoneyInput', { description: 'An amount of money in one currency.' })
export class MoneyInput {
  @Field(() => Float, { description: 'The amount in units of the currency; 0 or more where a budget is meant.' })
  amount!: number;

  @Field(() => String, {
    description: 'ISO 4217 code of a currency the server knows (see `currencies`), any letter case.',
  })
  currencyCode!: string;
}

/** The Money of an amount and its ISO code. */
export const money = (amount: number, currencyCode: string): MoneyType => ({ amount, currencyCode });

@ObjectType('Currency', { description: 'An ISO 4217 currency the server knows.' })
export class CurrencyType {
  @Field(() => String, { description: 'ISO 4217 code, e.g. JPY.' })
  code!: string;

  @Field(() => String, { description: 'Its name in English, e.g. Japanese Yen.' })
  name!: string;

  @Field(() => String, { description: 'Its symbol, e.g. ¥ (the code when it has none).' })
  symbol!: string;
}

@ObjectType('ExchangeRate', { description: 'One currency against the base of the table.' })
export class ExchangeRateType {
  @Field(() => String, { description: 'ISO 4217 code.' })
  code!: string;

  @Field(() => Float, { description: 'Units of this currency for one unit of the base.' })
  rate!: number;
}

@ObjectType('ExchangeRates', { description: 'The table of rates conversions use.' })
export class ExchangeRatesType {
  @Field(() => String, { description: 'ISO 4217 code every rate is against (USD).' })
  base!: string;

  @Field(() => String, { description: 'The day the rates are from (YYYY-MM-DD), shown to users.' })
  date!: string;

  @Field(() => RateSource, { description: 'Shipped with the app, or live.' })
  source!: RateSource;

  @Field(() => [ExchangeRateType], { description: 'Every currency with a rate (at most 200).' })
  rates!: ExchangeRateType[];
}

@ObjectType('ConvertedAmount', { description: 'An amount converted into another currency.' })
export class ConvertedAmountType {
  @Field(() => MoneyType, { description: 'The amount as given, its code upper-cased.' })
  original!: MoneyType;

  @Field(() => MoneyType, {
    description:
      'The amount in the target currency; the original amount unchanged when a rate is missing (see `convertedOk`).',
  })
  converted!: MoneyType;

  @Field(() => String, { description: 'The day of the rates used (YYYY-MM-DD).' })
  rateDate!: string;

  @Field(() => Boolean, { description: 'False when a rate was missing: the amount is left unconverted.' })
  convertedOk!: boolean;
}
