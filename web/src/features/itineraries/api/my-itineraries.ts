import { graphql } from '../../../gql';

/** The member's own itineraries for the composer's picker, newest first, a page at a time. */
export const MyItinerariesDocument = graphql(`
  query MyItineraries($first: Int, $after: String) {
    itineraries(mine: true, first: $first, after: $after) {
      nodes {
        id
        title
        description
        coverThumbUrl
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
