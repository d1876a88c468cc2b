import { graphql } from '../../../../gql';

/** One response as a card on /response shows it. */
export const SurveyResponseFieldsFragment = graphql(`
  fragment SurveyResponseFields on SurveyResponse {
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
`);

export const SurveyResultsDocument = graphql(`
  query SurveyResults($first: Int) {
    surveyStats {
      totalResponses
      averageScore
      mostCommonAnswer
      countsByAnswer {
        answer
        score
        count
      }
    }
    surveyQuestions {
      number
      statement
    }
    surveyResponses(first: $first) {
      nodes {
        ...SurveyResponseFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
