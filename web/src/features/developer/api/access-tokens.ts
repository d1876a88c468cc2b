import { graphql } from '../../../gql';

export const AccessTokenFieldsFragment = graphql(`
  fragment AccessTokenFields on AccessToken {
    id
    name
    scopes
    secretStart
    createdAt
    expiresAt
    lastUsedAt
  }
`);

export const AccessTokensDocument = graphql(`
  query AccessTokens {
    accessTokens {
      ...AccessTokenFields
    }
  }
`);

export const CreateAccessTokenDocument = graphql(`
  mutation CreateAccessToken($input: CreateAccessTokenInput!) {
    createAccessToken(input: $input) {
      secret
      accessToken {
        ...AccessTokenFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const RevokeAccessTokenDocument = graphql(`
  mutation RevokeAccessToken($id: ID!) {
    revokeAccessToken(id: $id) {
      revokedAccessTokenId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
