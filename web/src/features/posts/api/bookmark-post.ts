import { graphql } from '../../../gql';

/** The returned post carries its id, so every screen showing it follows the saved state. */
export const BookmarkPostDocument = graphql(`
  mutation BookmarkPost($postId: ID!) {
    bookmarkPost(postId: $postId) {
      post {
        id
        isBookmarked
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UnbookmarkPostDocument = graphql(`
  mutation UnbookmarkPost($postId: ID!) {
    unbookmarkPost(postId: $postId) {
      post {
        id
        isBookmarked
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
