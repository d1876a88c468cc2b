import { graphql } from '../../../gql';

export const RecentTriviaDocument = graphql(`
  query RecentTrivia {
    recentTrivia {
      ...TriviaBatchFields
    }
  }
`);
