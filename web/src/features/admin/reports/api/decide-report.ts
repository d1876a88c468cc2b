import { graphql } from '../../../../gql';

export const WarnReportDocument = graphql(`
  mutation WarnReport($id: ID!, $note: String) {
    warnReport(id: $id, note: $note) {
      report {
        ...AdminReportFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const BanReportDocument = graphql(`
  mutation BanReport($id: ID!, $note: String) {
    banReport(id: $id, note: $note) {
      report {
        ...AdminReportFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const DismissReportDocument = graphql(`
  mutation DismissReport($id: ID!) {
    dismissReport(id: $id) {
      report {
        ...AdminReportFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const LiftBanDocument = graphql(`
  mutation LiftBan($id: ID!) {
    liftBan(id: $id) {
      report {
        ...AdminReportFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
