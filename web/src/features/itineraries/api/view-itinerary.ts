import { graphql } from '../../../gql';

export const ViewItineraryDocument = graphql(`
  query ViewItinerary($id: ID!) {
    itinerary(id: $id) {
      ...ItineraryDetails
    }
  }
`);

export const NearbySuggestionsDocument = graphql(`
  query NearbySuggestions($id: ID!) {
    itinerary(id: $id) {
      id
      nearbySuggestions {
        name
        latitude
        longitude
        distanceMeters
        types
        source
        itineraryId
        averageRating
      }
    }
  }
`);
