import { graphql } from '../../../gql';

export const NotificationChangedDocument = graphql(`
  subscription NotificationChanged($after: String) {
    notificationChanged(after: $after) {
      kind
      notificationIds
      unreadCount
    }
  }
`);
