import { graphql } from '../../../gql';

/** Each event carries the post's id, so the normalized cache updates the count wherever it is shown. */
export const PostLikeChangedDocument = graphql(`
  subscription PostLikeChanged($postIds: [ID!]!, $after: String) {
    postLikeChanged(postIds: $postIds, after: $after) {
      id
      likeCount
      isLiked
    }
  }
`);
