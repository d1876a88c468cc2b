import { graphql } from '../../../gql';

export const AuthorizedAppsDocument = graphql(`
  query AuthorizedApps($after: String) {
    authorizedApps(first: 20, after: $after) {
      totalCount
      edges {
        node {
          id
          name
          scopes
          authorizedAt
          lastUsedAt
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const RevokeAppAuthorizationDocument = graphql(`
  mutation RevokeAppAuthorization($appId: ID!) {
    revokeAppAuthorization(appId: $appId) {
      revokedAppId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
