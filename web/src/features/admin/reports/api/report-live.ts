import { graphql } from '../../../../gql';

export const ReportAddedDocument = graphql(`
  subscription ReportAdded($after: String) {
    reportAdded(after: $after) {
      ...AdminReportFields
    }
  }
`);

export const ReportDecidedDocument = graphql(`
  subscription ReportDecided($after: String) {
    reportDecided(after: $after) {
      ...AdminReportFields
    }
  }
`);
