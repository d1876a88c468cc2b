export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine, Earth radius 6371 km as the spec says). */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface LetteredStop<T> {
  stop: T;
  letter: string;
  /** Kilometres from the member, when their location is known. */
  distanceKm: number | null;
}

/** The n-th letter from 0: A, B ... Z, AA, AB ... */
export function stopLetter(index: number): string {
  let n = index;
  let letters = '';
  do {
    letters = String.fromCharCode(65 + (n % 26)) + letters;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return letters;
}

/**
 * Stops nearest first from the member, lettered B, C, D ... (A is the member's location on the map); without a
 * location, in their saved order from A.
 */
export function letterStops<T extends LatLng>(stops: readonly T[], member: LatLng | null): LetteredStop<T>[] {
  const measured = stops.map((stop, index) => ({ stop, index, distance: member ? distanceKm(member, stop) : null }));
  if (member) measured.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || a.index - b.index);
  const first = member ? 1 : 0;
  return measured.map(({ stop, distance }, order) => ({
    stop,
    letter: stopLetter(order + first),
    distanceKm: distance,
  }));
}
