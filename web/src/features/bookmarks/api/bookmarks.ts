import { graphql } from '../../../gql';

/** The posts the member saved, the latest saved first (cursors by when they were saved). */
export const BookmarksDocument = graphql(`
  query Bookmarks($after: String) {
    bookmarks(first: 10, after: $after) {
      edges {
        cursor
        node {
          ...PostCardFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);
