import { graphql } from '../../../gql';

/** Members and posts matching a text, each list best matches first and paged on its own (`usersAfter`, `postsAfter`). */
export const SearchDocument = graphql(`
  query Search($text: String!, $first: Int, $usersAfter: String, $postsAfter: String) {
    search(text: $text) {
      users(first: $first, after: $usersAfter) {
        nodes {
          id
          username
          fullName
          country
          photoThumbUrl
          isPrivate
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      posts(first: $first, after: $postsAfter) {
        nodes {
          ...PostCardFields
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);
