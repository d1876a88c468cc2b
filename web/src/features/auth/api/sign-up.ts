import { graphql } from '../../../gql';

export const StartSignUpDocument = graphql(`
  mutation StartSignUp($input: SignUpInput!) {
    startSignUp(input: $input) {
      codeChallenge {
        ...ChallengeFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const CompleteSignUpDocument = graphql(`
  mutation CompleteSignUp($challengeId: ID!, $code: String!) {
    completeSignUp(challengeId: $challengeId, code: $code) {
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
