import { graphql } from '../../../gql';

/** Follows a public member, or asks a private one. */
export const FollowUserDocument = graphql(`
  mutation FollowUser($userId: ID!) {
    followUser(userId: $userId) {
      user {
        id
        followStatus
        isFollowed
        followerCount
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

/** Unfollows, or cancels a pending request to a private member. */
export const UnfollowUserDocument = graphql(`
  mutation UnfollowUser($userId: ID!) {
    unfollowUser(userId: $userId) {
      user {
        id
        followStatus
        isFollowed
        followerCount
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
