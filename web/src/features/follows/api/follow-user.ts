import { graphql } from '../../../gql';

export const FollowUserDocument = graphql(`
  mutation FollowUser($userId: ID!) {
    followUser(userId: $userId) {
      status
      followerCount
      user {
        id
        followStatus
        isFollowed
        followerCount
      }
    }
  }
`);

/** Unfollows, or cancels a pending request to a private member. */
export const UnfollowUserDocument = graphql(`
  mutation UnfollowUser($userId: ID!) {
    unfollowUser(userId: $userId) {
      status
      followerCount
      user {
        id
        followStatus
        isFollowed
        followerCount
      }
    }
  }
`);
