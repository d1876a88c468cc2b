import { graphql } from '../../../gql';

/** What a card of the itinerary home shows. */
export const ItineraryCardFieldsFragment = graphql(`
  fragment ItineraryCardFields on Itinerary {
    id
    title
    description
    coverUrl
    coverThumbUrl
    averageRating
    createdAt
    owner {
      id
      username
      fullName
      photoThumbUrl
    }
  }
`);
