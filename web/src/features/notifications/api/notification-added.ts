import { graphql } from '../../../gql';

export const NotificationAddedDocument = graphql(`
  subscription NotificationAdded($after: String) {
    notificationAdded(after: $after) {
      ...NotificationFields
    }
  }
`);
