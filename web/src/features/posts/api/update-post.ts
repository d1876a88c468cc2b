import { graphql } from '../../../gql';

export const UpdatePostDocument = graphql(`
  mutation UpdatePost($id: ID!, $input: UpdatePostInput!, $image: Upload) {
    updatePost(id: $id, input: $input, image: $image) {
      post {
        ...PostCardFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
