import { graphql } from '../../../gql';

export const UpdatePostDocument = graphql(`
  mutation UpdatePost($id: ID!, $input: UpdatePostInput!, $photos: [PostPhotoInput!]) {
    updatePost(id: $id, input: $input, photos: $photos) {
      post {
        ...PostCardFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
