import { graphql } from '../../../gql';

export const OAuthAppFieldsFragment = graphql(`
  fragment OAuthAppFields on OAuthApp {
    id
    name
    clientId
    redirectUris
    confidential
    createdAt
  }
`);

export const OAuthAppsDocument = graphql(`
  query OAuthApps {
    oauthApps {
      ...OAuthAppFields
    }
  }
`);

export const RegisterOAuthAppDocument = graphql(`
  mutation RegisterOAuthApp($input: RegisterOAuthAppInput!) {
    registerOAuthApp(input: $input) {
      clientSecret
      app {
        ...OAuthAppFields
      }
    }
  }
`);

export const DeleteOAuthAppDocument = graphql(`
  mutation DeleteOAuthApp($id: ID!) {
    deleteOAuthApp(id: $id)
  }
`);

export const AuthorizedAppsDocument = graphql(`
  query AuthorizedApps {
    authorizedApps {
      id
      name
      scopes
      authorizedAt
      lastUsedAt
    }
  }
`);

export const RevokeAppAuthorizationDocument = graphql(`
  mutation RevokeAppAuthorization($appId: ID!) {
    revokeAppAuthorization(appId: $appId)
  }
`);
