import { graphql } from '../../../gql';

/** The returned post carries its id, so the cache updates the count on every screen showing it. */
export const LikePostDocument = graphql(`
  mutation LikePost($postId: ID!) {
    likePost(postId: $postId) {
      post {
        id
        isLiked
        likeCount
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UnlikePostDocument = graphql(`
  mutation UnlikePost($postId: ID!) {
    unlikePost(postId: $postId) {
      post {
        id
        isLiked
        likeCount
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
