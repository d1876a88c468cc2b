export interface LatLng {
  latitude: number;
  longitude: number;
  label?: string | null;
}

export interface DirectionsLeg {
  fromLabel: string;
  toLabel: string;
  distanceKm: number;
  durationMinutes: number;
  /** 'straight' (great circle) or 'driving' (from an OSRM-compatible service). */
  mode: 'straight' | 'driving';
  /** [longitude, latitude] pairs, GeoJSON order. */
  geometry: [number, number][];
}

export interface DirectionsProvider {
  readonly name: string;
  legs(points: LatLng[]): Promise<DirectionsLeg[]>;
}
