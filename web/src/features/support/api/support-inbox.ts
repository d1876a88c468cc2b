import { graphql } from '../../../gql';

export const SupportInboxDocument = graphql(`
  query SupportInbox($first: Int) {
    supportInbox(first: $first) {
      id
      lastMessageAt
      unreadForModerators
      member {
        id
        username
        fullName
        photoThumbUrl
      }
      lastMessage {
        ...SupportMessageFields
      }
    }
  }
`);
