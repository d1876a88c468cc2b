import { graphql } from '../../../gql';

export const SupportInboxDocument = graphql(`
  query SupportInbox($first: Int, $after: String) {
    supportInbox(first: $first, after: $after) {
      nodes {
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
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);
