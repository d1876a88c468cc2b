import { graphql } from '../../../gql';

export const AddStopDocument = graphql(`
  mutation AddStop($itineraryId: ID!, $stop: StopInput!, $photo: Upload) {
    addStop(itineraryId: $itineraryId, stop: $stop, photo: $photo) {
      itinerary {
        ...ItineraryDetails
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateStopDocument = graphql(`
  mutation UpdateStop($id: ID!, $stop: StopInput!, $photo: Upload) {
    updateStop(id: $id, stop: $stop, photo: $photo) {
      itinerary {
        ...ItineraryDetails
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteStopDocument = graphql(`
  mutation DeleteStop($id: ID!) {
    deleteStop(id: $id) {
      deletedStopId
      itinerary {
        ...ItineraryDetails
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
