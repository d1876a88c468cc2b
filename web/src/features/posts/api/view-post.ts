import { graphql } from '../../../gql';

export const ViewPostDocument = graphql(`
  query ViewPost($id: ID!) {
    post(id: $id) {
      ...PostCardFields
    }
  }
`);
