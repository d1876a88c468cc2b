import { graphql } from '../../../gql';

export const RecentTriviaDocument = graphql(`
  query RecentTrivia {
    recentTrivia {
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
