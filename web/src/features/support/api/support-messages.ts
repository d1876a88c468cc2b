import { graphql } from '../../../gql';

export const SupportMessagesDocument = graphql(`
  query SupportMessages($conversationId: ID, $first: Int, $before: String) {
    supportMessages(conversationId: $conversationId, first: $first, before: $before) {
      ...SupportMessageFields
    }
  }
`);
