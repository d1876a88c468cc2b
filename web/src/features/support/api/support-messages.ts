import { graphql } from '../../../gql';

export const SupportMessagesDocument = graphql(`
  query SupportMessages($conversationId: ID, $last: Int, $before: String) {
    supportMessages(conversationId: $conversationId, last: $last, before: $before) {
      nodes {
        ...SupportMessageFields
      }
      pageInfo {
        startCursor
        hasPreviousPage
      }
    }
  }
`);
