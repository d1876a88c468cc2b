import { graphql } from '../../../gql';

export const EditCommentDocument = graphql(`
  mutation EditComment($id: ID!, $body: String!) {
    editComment(id: $id, body: $body) {
      comment {
        ...CommentFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
