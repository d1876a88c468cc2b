import { graphql } from '../../../gql';

export const ProfilePostsDocument = graphql(`
  query ProfilePosts($userId: ID!, $first: Int, $after: String) {
    userPosts(userId: $userId, first: $first, after: $after) {
      edges {
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
