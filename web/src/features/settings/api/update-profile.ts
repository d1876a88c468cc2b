import { graphql } from '../../../gql';

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on User {
        ...ViewerFields
      }
      ... on ValidationFailed {
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);
