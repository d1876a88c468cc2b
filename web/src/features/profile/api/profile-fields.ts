import { graphql } from '../../../gql';

/** What a profile card shows, for oneself or another member. */
export const ProfileFieldsFragment = graphql(`
  fragment ProfileFields on User {
    id
    username
    fullName
    email
    country
    photoUrl
    photoThumbUrl
    isPrivate
    followerCount
    postCount
    followStatus
    isBlockedByViewer
    isMutedByViewer
    achievements {
      key
      name
      description
      unlocked
      current
      target
    }
  }
`);
