import { graphql } from '../../../gql';

export const AddCommentDocument = graphql(`
  mutation AddComment($postId: ID!, $body: String!, $repliedToId: ID) {
    addComment(postId: $postId, body: $body, repliedToId: $repliedToId) {
      comment {
        ...CommentFields
        post {
          id
          commentCount
        }
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
