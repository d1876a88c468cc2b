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
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteOAuthAppDocument = graphql(`
  mutation DeleteOAuthApp($id: ID!) {
    deleteOAuthApp(id: $id) {
      deletedOAuthAppId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
