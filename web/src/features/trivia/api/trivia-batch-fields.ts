import { graphql } from '../../../gql';

/** A batch of questions with the allowance after it: what fetchTrivia and recentTrivia both answer. */
export const TriviaBatchFieldsFragment = graphql(`
  fragment TriviaBatchFields on TriviaBatch {
    questions {
      id
      category
      question
      answer
    }
    fetchesUsed
    fetchLimit
    resetsAt
  }
`);
