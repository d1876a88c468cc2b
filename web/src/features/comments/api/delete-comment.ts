import { graphql } from '../../../gql';

export const DeleteCommentDocument = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id) {
      deletedCommentId
      post {
        id
        commentCount
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
