import { graphql } from '../../../../gql';

export const ReportAddedDocument = graphql(`
  subscription ReportAdded {
    reportAdded {
      ...AdminReportFields
    }
  }
`);

export const ReportDecidedDocument = graphql(`
  subscription ReportDecided {
    reportDecided {
      ...AdminReportFields
    }
  }
`);
