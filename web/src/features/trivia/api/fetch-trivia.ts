import { graphql } from '../../../gql';

export const FetchTriviaDocument = graphql(`
  mutation FetchTrivia {
    fetchTrivia {
      questions {
        id
        category
        question
        answer
      }
      fetchesUsed
      fetchLimit
      resetsAt
    }
  }
`);
