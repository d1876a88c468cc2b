import { graphql } from '../../../../gql';

/** The page of responses after a cursor ("Load more responses"); the cache appends it to SurveyResults' list. */
export const MoreSurveyResponsesDocument = graphql(`
  query MoreSurveyResponses($first: Int, $after: String) {
    surveyResponses(first: $first, after: $after) {
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
