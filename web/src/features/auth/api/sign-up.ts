import { graphql } from '../../../gql';

export const StartSignUpDocument = graphql(`
  mutation StartSignUp($input: SignUpInput!) {
    startSignUp(input: $input) {
      __typename
      ... on CodeChallenge {
        ...ChallengeFields
      }
      ... on ValidationFailed {
        message
        fieldErrors {
          field
          message
        }
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
    }
  }
`);
