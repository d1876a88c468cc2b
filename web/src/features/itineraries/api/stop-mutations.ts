import { graphql } from '../../../gql';

export const AddStopDocument = graphql(`
  mutation AddStop($itineraryId: ID!, $stop: StopInput!) {
    addStop(itineraryId: $itineraryId, stop: $stop) {
      ...ItineraryDetails
    }
  }
`);

export const UpdateStopDocument = graphql(`
  mutation UpdateStop($id: ID!, $stop: StopInput!) {
    updateStop(id: $id, stop: $stop) {
      ...ItineraryDetails
    }
  }
`);

export const DeleteStopDocument = graphql(`
  mutation DeleteStop($id: ID!) {
    deleteStop(id: $id) {
      ...ItineraryDetails
    }
  }
`);
