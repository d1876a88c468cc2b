import { graphql } from '../../../../gql';

export const ModerationLogDocument = graphql(`
  query ModerationLog($first: Int, $after: String) {
    moderationLog(first: $first, after: $after) {
      nodes {
        id
        postId
        action
        note
        createdAt
        adminUsername
        admin {
          id
          username
        }
        report {
          id
          categoryLabel
          postTitle
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
