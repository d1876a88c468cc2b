import { graphql } from '../../../gql';

export const SubmitSurveyDocument = graphql(`
  mutation SubmitSurvey($answers: [SurveyAnswer!]!) {
    submitSurvey(answers: $answers) {
      surveyResponse {
        id
        createdAt
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
