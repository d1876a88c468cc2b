import { graphql } from '../../../gql';

export const SurveyPageDataDocument = graphql(`
  query SurveyPageData {
    surveyQuestions {
      number
      statement
    }
    mySurveyResponse {
      id
      createdAt
    }
  }
`);
