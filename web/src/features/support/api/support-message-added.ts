import { graphql } from '../../../gql';

export const SupportMessageAddedDocument = graphql(`
  subscription SupportMessageAdded($conversationId: ID) {
    supportMessageAdded(conversationId: $conversationId) {
      ...SupportMessageFields
    }
  }
`);
