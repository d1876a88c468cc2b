import { graphql } from '../../../gql';

export const CreatePostDocument = graphql(`
  mutation CreatePost($input: CreatePostInput!, $photos: [PostPhotoInput!]) {
    createPost(input: $input, photos: $photos) {
      post {
        ...PostCardFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
