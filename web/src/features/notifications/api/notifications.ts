import { graphql } from '../../../gql';

export const NotificationsDocument = graphql(`
  query Notifications($filter: NotificationFilter!, $first: Int, $after: String) {
    notifications(filter: $filter, first: $first, after: $after) {
      unreadCount
      edges {
        node {
          ...NotificationFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);
