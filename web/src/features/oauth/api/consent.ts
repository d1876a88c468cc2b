import { graphql } from '../../../gql';

export const OAuthAuthorizationRequestDocument = graphql(`
  query OAuthAuthorizationRequest($input: OAuthAuthorizationInput!) {
    oauthAuthorizationRequest(input: $input) {
      appName
      developer
      scopes
      redirectUri
      alreadyAllowed
    }
  }
`);

export const DecideOAuthAuthorizationDocument = graphql(`
  mutation DecideOAuthAuthorization($input: OAuthAuthorizationInput!, $allow: Boolean!) {
    decideOAuthAuthorization(input: $input, allow: $allow) {
      redirectTo
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
