import { graphql } from '../../../gql';

/** Asked for only when someone hovers or focuses a like count, so lists stay light. */
export const PostLikersDocument = graphql(`
  query PostLikers($postId: ID!) {
    post(id: $postId) {
      id
      likeCount
      likers(first: 10) {
        nodes {
          id
          username
        }
      }
    }
  }
`);
