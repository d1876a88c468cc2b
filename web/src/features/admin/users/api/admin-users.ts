import { graphql } from '../../../../gql';

export const AdminUsersDocument = graphql(`
  query AdminUsers($search: String, $first: Int, $after: String) {
    adminUsers(search: $search, first: $first, after: $after) {
      edges {
        node {
          ...AdminUserFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
