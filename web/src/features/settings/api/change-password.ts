import { graphql } from '../../../gql';

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      endedSessionCount
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
