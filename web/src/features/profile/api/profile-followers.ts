import { graphql } from '../../../gql';

export const ProfileFollowersDocument = graphql(`
  query ProfileFollowers($userId: ID!, $after: String) {
    user(id: $userId) {
      id
      followers(first: 24, after: $after) {
        edges {
          node {
            id
            username
            fullName
            country
            photoThumbUrl
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
`);
