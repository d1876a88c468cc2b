import { graphql } from '../../../gql';

export const UnreadNotificationCountDocument = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);
