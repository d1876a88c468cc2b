import { graphql } from '../../../gql';

/** What a block or mute changes on a member as the viewer sees them (the profile and the settings lists). */
export const BlockStateFieldsFragment = graphql(`
  fragment BlockStateFields on User {
    id
    isBlockedByViewer
    isMutedByViewer
    followStatus
    followerCount
  }
`);

export const BlockMemberDocument = graphql(`
  mutation BlockMember($userId: ID!) {
    blockMember(userId: $userId) {
      user {
        ...BlockStateFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UnblockMemberDocument = graphql(`
  mutation UnblockMember($userId: ID!) {
    unblockMember(userId: $userId) {
      user {
        ...BlockStateFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const MuteMemberDocument = graphql(`
  mutation MuteMember($userId: ID!, $until: DateTimeISO) {
    muteMember(userId: $userId, until: $until) {
      mute {
        until
        user {
          ...BlockStateFields
        }
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UnmuteMemberDocument = graphql(`
  mutation UnmuteMember($userId: ID!) {
    unmuteMember(userId: $userId) {
      user {
        ...BlockStateFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
