import { graphql } from '../../../gql';

export const FetchTriviaDocument = graphql(`
  mutation FetchTrivia {
    fetchTrivia {
      batch {
        ...TriviaBatchFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
