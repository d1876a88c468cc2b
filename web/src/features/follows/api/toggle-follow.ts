import { graphql } from '../../../gql';

export const ToggleFollowDocument = graphql(`
  mutation ToggleFollow($userId: ID!) {
    toggleFollow(userId: $userId) {
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
