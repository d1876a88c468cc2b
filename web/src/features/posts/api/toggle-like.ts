import { graphql } from '../../../gql';

/** The returned post carries its id, so the cache updates the count on every screen showing it. */
export const ToggleLikeDocument = graphql(`
  mutation ToggleLike($postId: ID!) {
    toggleLike(postId: $postId) {
      isLiked
      likeCount
      post {
        id
        isLiked
        likeCount
      }
    }
  }
`);
