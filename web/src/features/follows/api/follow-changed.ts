import { graphql } from '../../../gql';

export const FollowChangedDocument = graphql(`
  subscription FollowChanged {
    followChanged {
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
