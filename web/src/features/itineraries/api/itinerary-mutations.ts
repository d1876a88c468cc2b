import { graphql } from '../../../gql';

export const CreateItineraryDocument = graphql(`
  mutation CreateItinerary($input: ItineraryInput!, $cover: Upload) {
    createItinerary(input: $input, cover: $cover) {
      ...ItineraryDetails
    }
  }
`);

export const UpdateItineraryDocument = graphql(`
  mutation UpdateItinerary($id: ID!, $patch: ItineraryPatch!) {
    updateItinerary(id: $id, patch: $patch) {
      ...ItineraryDetails
    }
  }
`);

export const SetItineraryCoverDocument = graphql(`
  mutation SetItineraryCover($id: ID!, $cover: Upload!) {
    setItineraryCover(id: $id, cover: $cover) {
      ...ItineraryDetails
    }
  }
`);

export const DeleteItineraryDocument = graphql(`
  mutation DeleteItinerary($id: ID!) {
    deleteItinerary(id: $id)
  }
`);

export const RateItineraryDocument = graphql(`
  mutation RateItinerary($id: ID!, $rating: Int!) {
    rateItinerary(id: $id, rating: $rating) {
      id
      averageRating
      ratingCount
      myRating
    }
  }
`);

export const ForkItineraryDocument = graphql(`
  mutation ForkItinerary($id: ID!) {
    forkItinerary(id: $id) {
      ...ItineraryDetails
    }
  }
`);
