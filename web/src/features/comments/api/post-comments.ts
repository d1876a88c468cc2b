import { graphql } from '../../../gql';

export const PostCommentsDocument = graphql(`
  query PostComments($postId: ID!) {
    post(id: $postId) {
      id
      commentCount
      author {
        id
      }
      comments {
        ...CommentFields
      }
    }
  }
`);
