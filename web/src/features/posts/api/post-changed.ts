import { graphql } from '../../../gql';

/**
 * Edits, removals and comment changes of the watched posts. The post carries the card's fields, so the normalized
 * cache updates the card (and its comment count) wherever it is shown; `after` lets the link resume after a reconnect.
 */
export const PostChangedDocument = graphql(`
  subscription PostChanged($postIds: [ID!]!, $after: String) {
    postChanged(postIds: $postIds, after: $after) {
      kind
      postId
      commentId
      post {
        ...PostCardFields
      }
    }
  }
`);
