import { graphql } from '../../../../gql';

/** Everything a card on /cu shows, its hover panel included. */
export const AdminUserFieldsFragment = graphql(`
  fragment AdminUserFields on AdminUser {
    id
    username
    fullName
    email
    country
    photoUrl
    photoThumbUrl
    setupPending
    isActive
    isAdmin
    createdAt
    followerCount
    followingCount
    followerUsernames
    achievementCounters {
      likeLeader
      guideGuru
      contentCreator
      commentConnoisseur
      trendSetter
      shareStar
      knowledgeSeeker
    }
  }
`);
