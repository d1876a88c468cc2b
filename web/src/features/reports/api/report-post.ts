import { graphql } from '../../../gql';

export const ReportPostDocument = graphql(`
  mutation ReportPost($postId: ID!, $category: ReportCategory!, $details: String!) {
    reportPost(postId: $postId, category: $category, details: $details) {
      report {
        id
        category
        status
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
