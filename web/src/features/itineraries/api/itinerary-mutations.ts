import { graphql } from '../../../gql';

// Every mutation answers a payload: the result field, or userErrors saying why not (read with resultOf).

export const CreateItineraryDocument = graphql(`
  mutation CreateItinerary($input: ItineraryInput!, $cover: Upload) {
    createItinerary(input: $input, cover: $cover) {
      itinerary {
        ...ItineraryDetails
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateItineraryDocument = graphql(`
  mutation UpdateItinerary($id: ID!, $patch: ItineraryPatch!) {
    updateItinerary(id: $id, patch: $patch) {
      itinerary {
        ...ItineraryDetails
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const SetItineraryCoverDocument = graphql(`
  mutation SetItineraryCover($id: ID!, $cover: Upload!) {
    setItineraryCover(id: $id, cover: $cover) {
      itinerary {
        ...ItineraryDetails
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteItineraryDocument = graphql(`
  mutation DeleteItinerary($id: ID!) {
    deleteItinerary(id: $id) {
      deletedItineraryId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const RateItineraryDocument = graphql(`
  mutation RateItinerary($id: ID!, $rating: Int!) {
    rateItinerary(id: $id, rating: $rating) {
      itinerary {
        id
        averageRating
        ratingCount
        myRating
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const ForkItineraryDocument = graphql(`
  mutation ForkItinerary($id: ID!) {
    forkItinerary(id: $id) {
      itinerary {
        ...ItineraryDetails
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
