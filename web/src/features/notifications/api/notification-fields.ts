import { graphql } from '../../../gql';

export const NotificationFieldsFragment = graphql(`
  fragment NotificationFields on Notification {
    id
    type
    isRead
    isPendingRequest
    createdAt
    postId
    postTitle
    postContent
    commentBody
    followId
    achievement
    reportOutcome
    actor {
      id
      username
      fullName
      photoThumbUrl
    }
  }
`);
