import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Place', { description: 'A populated place (GeoNames gazetteer by default) or a country in region mode.' })
export class PlaceType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'Country name in English.' })
  country!: string;

  @Field(() => String, { description: 'ISO 3166-1 alpha-2 code.' })
  countryCode!: string;

  @Field(() => String, { nullable: true, description: 'First-level region (state or province) when known.' })
  admin!: string | null;

  @Field(() => String, { description: 'What to show in a list, e.g. "Manila, Philippines".' })
  label!: string;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => Int)
  population!: number;

  @Field(() => [String], { description: "Place types, e.g. 'locality', 'capital', 'admin-seat', 'country'." })
  types!: string[];
}

@ObjectType('DirectionsLeg', { description: 'One leg between two consecutive points.' })
export class DirectionsLegType {
  @Field(() => String)
  fromLabel!: string;

  @Field(() => String)
  toLabel!: string;

  @Field(() => Float)
  distanceKm!: number;

  @Field(() => Float)
  durationMinutes!: number;

  @Field(() => String, { description: "'straight' (great circle, 60 km/h estimate) or 'driving'." })
  mode!: string;

  @Field(() => [[Float]], { description: '[longitude, latitude] pairs (GeoJSON order).' })
  geometry!: number[][];
}

@InputType('LatLngInput')
export class LatLngInput {
  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => String, { nullable: true })
  label?: string | null;
}

@ObjectType('PlacesInfo', { description: 'Where places, directions and the basemap come from, for the credits line.' })
export class PlacesInfoType {
  @Field(() => String)
  attribution!: string;

  @Field(() => String, { description: "'gazetteer' (offline) or 'remote'." })
  placesSource!: string;

  @Field(() => String, { description: "'straight' (offline) or 'osrm'." })
  directionsSource!: string;
}
