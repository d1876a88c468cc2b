import { graphql } from '../../../../gql';

export const ModerationLogDocument = graphql(`
  query ModerationLog($first: Int) {
    moderationLog(first: $first) {
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
  }
`);
