import { graphql } from '../../../gql';

/** The member's own itineraries for the composer's picker. */
export const MyItinerariesDocument = graphql(`
  query MyItineraries {
    myItineraries {
      id
      title
      description
      coverThumbUrl
    }
  }
`);
