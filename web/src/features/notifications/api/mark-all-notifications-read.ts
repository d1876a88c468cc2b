import { graphql } from '../../../gql';

export const MarkAllNotificationsReadDocument = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead {
      unreadCount
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
