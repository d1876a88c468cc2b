import { graphql } from '../../../gql';

export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      codeChallenge {
        ...ChallengeFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const VerifyCodeDocument = graphql(`
  mutation VerifyCode($challengeId: ID!, $code: String!) {
    verifyCode(challengeId: $challengeId, code: $code) {
      codeChallenge {
        ...ChallengeFields
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

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($challengeId: ID!, $newPassword: String!) {
    resetPassword(challengeId: $challengeId, newPassword: $newPassword) {
      endedSessionCount
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
