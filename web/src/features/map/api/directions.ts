import { graphql } from '../../../gql';

export const DirectionsDocument = graphql(`
  query Directions($points: [LatLngInput!]!) {
    directions(points: $points) {
      fromLabel
      toLabel
      distanceKm
      durationMinutes
      mode
      geometry
    }
  }
`);
