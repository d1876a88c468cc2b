import { graphql } from '../../../gql';

export const MySupportConversationDocument = graphql(`
  query MySupportConversation {
    myConversation {
      id
      unreadForMember
      lastMessageAt
    }
  }
`);
