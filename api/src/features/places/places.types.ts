import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DirectionsSource, PlacesSource, TravelMode } from './places-sources.js';

registerEnumType(TravelMode, {
  name: 'TravelMode',
  description: 'How a leg between two points was worked out.',
  valuesConfig: {
    STRAIGHT: { description: 'A great-circle line, its duration estimated at 60 km/h (no routing service).' },
    DRIVING: { description: 'A driving route from the routing service (DIRECTIONS_URL).' },
  },
});

registerEnumType(PlacesSource, {
  name: 'PlacesSource',
  description: 'Where place search and reverse geocoding answer from.',
  valuesConfig: {
    GAZETTEER: { description: 'The offline GeoNames gazetteer shipped with the app.' },
    REMOTE: { description: 'The geocoder set by PLACES_URL.' },
  },
});

registerEnumType(DirectionsSource, {
  name: 'DirectionsSource',
  description: 'Where legs between stops come from.',
  valuesConfig: {
    STRAIGHT: { description: 'Straight great-circle legs (offline).' },
    OSRM: { description: 'The OSRM-compatible routing service set by DIRECTIONS_URL.' },
  },
});

@ObjectType('Place', { description: 'A populated place (GeoNames gazetteer by default) or a country in region mode.' })
export class PlaceType {
  @Field(() => ID, { description: "The gazetteer id (GeoNames), or the remote geocoder's." })
  id!: string;

  @Field(() => String, { description: 'The name of the place (or of the country in region mode).' })
  name!: string;

  @Field(() => String, { description: 'Country name in English.' })
  country!: string;

  @Field(() => String, { description: 'ISO 3166-1 alpha-2 code.' })
  countryCode!: string;

  @Field(() => String, { nullable: true, description: 'First-level region (state or province) when known.' })
  admin!: string | null;

  @Field(() => String, { description: 'What to show in a list, e.g. "Manila, Philippines".' })
  label!: string;

  @Field(() => Float, { description: 'Latitude in degrees (WGS 84).' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude in degrees (WGS 84).' })
  longitude!: number;

  @Field(() => Int, { description: 'Inhabitants as the gazetteer knows them (0 when unknown).' })
  population!: number;

  @Field(() => [String], { description: "Place types, e.g. 'locality', 'capital', 'admin-seat', 'country'." })
  types!: string[];
}

@ObjectType('DirectionsLeg', { description: 'One leg between two consecutive points.' })
export class DirectionsLegType {
  @Field(() => String, { description: 'The label of the point the leg starts at.' })
  fromLabel!: string;

  @Field(() => String, { description: 'The label of the point the leg ends at.' })
  toLabel!: string;

  @Field(() => Float, { description: 'Length in kilometres.' })
  distanceKm!: number;

  @Field(() => Float, { description: 'Travel time in minutes.' })
  durationMinutes!: number;

  @Field(() => TravelMode, { description: 'A driving route, or a straight line.' })
  mode!: TravelMode;

  @Field(() => [[Float]], { description: '[longitude, latitude] pairs (GeoJSON order).' })
  geometry!: number[][];
}

@InputType('LatLngInput', { description: 'A point on the map.' })
export class LatLngInput {
  @Field(() => Float, { description: 'Latitude in degrees, -90 to 90.' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude in degrees, -180 to 180.' })
  longitude!: number;

  @Field(() => String, { nullable: true, description: 'A name for the point, echoed in the legs.' })
  label?: string | null;
}

@ObjectType('PlacesInfo', { description: 'Where places, directions and the basemap come from, for the credits line.' })
export class PlacesInfoType {
  @Field(() => String, { description: 'The credits line to show under maps and place lists.' })
  attribution!: string;

  @Field(() => PlacesSource, { description: 'Offline gazetteer or remote geocoder.' })
  placesSource!: PlacesSource;

  @Field(() => DirectionsSource, { description: 'Straight legs or a routing service.' })
  directionsSource!: DirectionsSource;
}
