import { graphql } from '../../../gql';

/** A member as the settings lists of blocks and mutes show them. */
export const BlockedMemberFieldsFragment = graphql(`
  fragment BlockedMemberFields on User {
    id
    username
    fullName
    photoThumbUrl
    ...BlockStateFields
  }
`);

export const MyBlocksDocument = graphql(`
  query MyBlocks($after: String) {
    myBlocks(first: 20, after: $after) {
      edges {
        cursor
        node {
          blockedAt
          user {
            ...BlockedMemberFields
          }
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const MyMutesDocument = graphql(`
  query MyMutes($after: String) {
    myMutes(first: 20, after: $after) {
      edges {
        cursor
        node {
          mutedAt
          until
          user {
            ...BlockedMemberFields
          }
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);
