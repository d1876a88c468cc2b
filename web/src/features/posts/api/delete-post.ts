import { graphql } from '../../../gql';

export const DeletePostDocument = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(id: $id) {
      deletedPostId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
