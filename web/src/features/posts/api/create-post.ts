import { graphql } from '../../../gql';

export const CreatePostDocument = graphql(`
  mutation CreatePost($input: CreatePostInput!, $image: Upload) {
    createPost(input: $input, image: $image) {
      post {
        ...PostCardFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
