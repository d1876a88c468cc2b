import { graphql } from '../../../gql';

export const TriviaAllowanceDocument = graphql(`
  query TriviaAllowance {
    triviaAllowance {
      fetchesUsed
      fetchLimit
      resetsAt
    }
  }
`);
