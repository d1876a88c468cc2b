import { graphql } from '../../../gql';

export const CompleteAccountSetupDocument = graphql(`
  mutation CompleteAccountSetup($challengeId: ID!, $code: String!, $username: String!, $password: String!) {
    completeAccountSetup(challengeId: $challengeId, code: $code, username: $username, password: $password) {
      token
      user {
        ...ViewerFields
      }
      codeRejection {
        ...CodeRejectionFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
