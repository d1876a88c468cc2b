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

export const ResendCodeDocument = graphql(`
  mutation ResendCode($challengeId: ID!) {
    resendCode(challengeId: $challengeId) {
      ...ChallengeFields
    }
  }
`);
