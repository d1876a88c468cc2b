import { graphql } from '../../../gql';

export const MySurveyResponseDocument = graphql(`
  query MySurveyResponse {
    mySurveyResponse {
      id
      createdAt
    }
  }
`);
