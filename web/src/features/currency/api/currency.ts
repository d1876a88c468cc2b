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
  query ConvertAmount($amount: MoneyInput!, $to: String!) {
    convertAmount(amount: $amount, to: $to) {
      original {
        amount
        currencyCode
      }
      converted {
        amount
        currencyCode
      }
      rateDate
      convertedOk
    }
  }
`);
