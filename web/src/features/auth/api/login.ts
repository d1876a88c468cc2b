import { graphql } from '../../../gql';

export const LoginDocument = graphql(`
  mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      token
      user {
        ...ViewerFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
