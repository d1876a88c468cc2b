import { graphql } from '../../../gql';

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        ...ViewerFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
