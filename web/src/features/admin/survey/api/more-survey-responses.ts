import { graphql } from '../../../../gql';

export const MoreSurveyResponsesDocument = graphql(`
  query MoreSurveyResponses($first: Int, $after: String) {
    surveyResponses(first: $first, after: $after) {
      id
      answers
      scores
      createdAt
      respondent {
        id
        username
        fullName
        country
        photoThumbUrl
      }
    }
  }
`);
