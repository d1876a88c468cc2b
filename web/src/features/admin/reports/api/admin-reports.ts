import { graphql } from '../../../../gql';

export const AdminReportsDocument = graphql(`
  query AdminReports($first: Int, $after: String) {
    reports(first: $first, after: $after) {
      edges {
        node {
          ...AdminReportFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
