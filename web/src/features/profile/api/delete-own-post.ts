import { graphql } from '../../../gql';

export const DeleteOwnPostDocument = graphql(`
  mutation DeleteOwnPost($id: ID!) {
    deletePost(id: $id)
  }
`);
