import { graphql } from '../../../gql';

export const CurrenciesDocument = graphql(`
  query Currencies {
    currencies {
      code
      name
      symbol
    }
  }
`);

export const ConvertAmountDocument = graphql(`
  query ConvertAmount($amount: String!, $from: String!, $to: String!) {
    convertAmount(amount: $amount, from: $from, to: $to) {
      amount
      from
      to
      converted
      rateDate
      convertedOk
    }
  }
`);
