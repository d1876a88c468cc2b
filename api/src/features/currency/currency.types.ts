import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType('Currency', { description: 'An ISO 4217 currency the server knows.' })
export class CurrencyType {
  @Field(() => String)
  code!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  symbol!: string;
}

@ObjectType('ExchangeRate')
export class ExchangeRateType {
  @Field(() => String)
  code!: string;

  @Field(() => Float, { description: 'Units of this currency for one unit of the base.' })
  rate!: number;
}

@ObjectType('ExchangeRates')
export class ExchangeRatesType {
  @Field(() => String)
  base!: string;

  @Field(() => String, { description: 'The day the rates are from (YYYY-MM-DD), shown to users.' })
  date!: string;

  @Field(() => String, { description: "'snapshot' (shipped with the app) or 'live'." })
  source!: string;

  @Field(() => [ExchangeRateType])
  rates!: ExchangeRateType[];
}

@ObjectType('ConvertedAmount')
export class ConvertedAmountType {
  @Field(() => Float, { description: 'The amount read from the input (0 when empty or not a number).' })
  amount!: number;

  @Field(() => String)
  from!: string;

  @Field(() => String)
  to!: string;

  @Field(() => Float)
  converted!: number;

  @Field(() => String)
  rateDate!: string;

  @Field(() => Boolean, { description: 'False when a rate was missing: the amount is left unconverted.' })
  convertedOk!: boolean;
}
