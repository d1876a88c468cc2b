/** The closed sets of the places feature (GraphQL enums in places.types.ts); the values are what REST answers. */

/** How a leg was worked out; the values are the directions providers' own words. */
export enum TravelMode {
  STRAIGHT = 'straight',
  DRIVING = 'driving',
}

/** Where place names come from. */
export enum PlacesSource {
  GAZETTEER = 'gazetteer',
  REMOTE = 'remote',
}

/** Where legs between stops come from. */
export enum DirectionsSource {
  STRAIGHT = 'straight',
  OSRM = 'osrm',
}
