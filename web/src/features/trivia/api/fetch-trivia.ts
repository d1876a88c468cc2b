import { graphql } from '../../../gql';

export const FetchTriviaDocument = graphql(`
  mutation FetchTrivia {
    fetchTrivia {
      ...TriviaBatchFields
    }
  }
`);
