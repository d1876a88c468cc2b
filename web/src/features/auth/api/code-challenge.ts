import { graphql } from '../../../gql';

export const ChallengeFieldsFragment = graphql(`
  fragment ChallengeFields on CodeChallenge {
    id
    email
    purpose
    expiresAt
    resendAvailableAt
    verified
  }
`);

export const CodeRejectionFieldsFragment = graphql(`
  fragment CodeRejectionFields on CodeRejection {
    reason
    attemptsLeft
  }
`);

export const ResendCodeDocument = graphql(`
  mutation ResendCode($challengeId: ID!) {
    resendCode(challengeId: $challengeId) {
      codeChallenge {
        ...ChallengeFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
