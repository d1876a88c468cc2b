import { graphql } from '../../../gql';

export const RespondToFollowRequestDocument = graphql(`
  mutation RespondToFollowRequest($approve: Boolean!, $notificationId: ID) {
    respondToFollowRequest(approve: $approve, notificationId: $notificationId) {
      approved
      followerCount
      requester {
        id
        username
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
