import { graphql } from '../../gql';

export const LogoutDocument = graphql(`
  mutation Logout {
    logout {
      user {
        id
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
