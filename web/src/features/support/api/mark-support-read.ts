import { graphql } from '../../../gql';

export const MarkSupportReadDocument = graphql(`
  mutation MarkSupportRead($conversationId: ID!) {
    markSupportRead(conversationId: $conversationId) {
      conversation {
        id
        unreadForMember
        unreadForModerators
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
