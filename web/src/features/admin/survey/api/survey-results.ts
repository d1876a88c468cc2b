import { graphql } from '../../../../gql';

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
