import { graphql } from '../../../../gql';

export const CreateUserDocument = graphql(`
  mutation CreateUser($input: AdminUserInput!) {
    createUser(input: $input) {
      user {
        ...AdminUserFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateUserDocument = graphql(`
  mutation UpdateUser($id: ID!, $input: AdminUserInput!) {
    updateUser(id: $id, input: $input) {
      user {
        ...AdminUserFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const SetUserActiveDocument = graphql(`
  mutation SetUserActive($id: ID!, $active: Boolean!) {
    setUserActive(id: $id, active: $active) {
      user {
        ...AdminUserFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteUserDocument = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) {
      deletedUserId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
