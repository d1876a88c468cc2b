import { graphql } from '../../../gql';

export const SupportMessageAddedDocument = graphql(`
  subscription SupportMessageAdded($conversationId: ID, $after: String) {
    supportMessageAdded(conversationId: $conversationId, after: $after) {
      ...SupportMessageFields
    }
  }
`);
