import { graphql } from '../../../gql';

export const FeedDocument = graphql(`
  query Feed($first: Int!, $after: String) {
    feed(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...PostCardFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);
