import { graphql } from '../../../gql';

export const PlaceFieldsFragment = graphql(`
  fragment PlaceFields on Place {
    id
    name
    label
    country
    countryCode
    admin
    latitude
    longitude
    types
  }
`);

export const PlaceSearchDocument = graphql(`
  query PlaceSearch($text: String!, $limit: Int! = 8, $region: Boolean! = false) {
    placeSearch(text: $text, limit: $limit, region: $region) {
      ...PlaceFields
    }
  }
`);

export const ReverseGeocodeDocument = graphql(`
  query ReverseGeocode($latitude: Float!, $longitude: Float!) {
    reverseGeocode(latitude: $latitude, longitude: $longitude) {
      ...PlaceFields
    }
  }
`);
