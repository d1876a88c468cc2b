import { graphql } from '../../../gql';

export const FollowChangedDocument = graphql(`
  subscription FollowChanged($after: String) {
    followChanged(after: $after) {
      kind
      followId
      status
      follower {
        id
        followerCount
        followingCount
      }
      followee {
        id
        followerCount
        followingCount
      }
    }
  }
`);
