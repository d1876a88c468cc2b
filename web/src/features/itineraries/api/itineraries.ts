import { graphql } from '../../../gql';

export const ItinerariesDocument = graphql(`
  query Itineraries($mine: Boolean!, $first: Int, $after: String) {
    itineraries(mine: $mine, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...ItineraryCardFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
