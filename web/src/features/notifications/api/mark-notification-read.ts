import { graphql } from '../../../gql';

export const MarkNotificationReadDocument = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      notification {
        id
        isRead
      }
      unreadCount
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
