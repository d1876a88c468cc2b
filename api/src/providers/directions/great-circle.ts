export const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radiansValue: number) => (radiansValue * 180) / Math.PI;

/** Haversine distance in kilometres on a sphere of radius 6371 km. */
export function greatCircleKm(fromLat: number, fromLng: number, toLat: number, toLng: number): number {
  const dLat = radians(toLat - fromLat);
  const dLng = radians(toLng - fromLng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(fromLat)) * Math.cos(radians(toLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Points along the great circle ([longitude, latitude]), one about every 100 km, so long legs curve on the map. */
export function greatCirclePath(fromLat: number, fromLng: number, toLat: number, toLng: number): [number, number][] {
  const km = greatCircleKm(fromLat, fromLng, toLat, toLng);
  const segments = Math.min(64, Math.max(1, Math.ceil(km / 100)));
  if (segments === 1)
    return [
      [fromLng, fromLat],
      [toLng, toLat],
    ];
  const angle = km / EARTH_RADIUS_KM;
  const [x1, y1, z1] = toVector(fromLat, fromLng);
  const [x2, y2, z2] = toVector(toLat, toLng);
  const path: [number, number][] = [];
  for (let step = 0; step <= segments; step++) {
    const f = step / segments;
    const a = Math.sin((1 - f) * angle) / Math.sin(angle);
    const b = Math.sin(f * angle) / Math.sin(angle);
    const x = a * x1 + b * x2;
    const y = a * y1 + b * y2;
    const z = a * z1 + b * z2;
    path.push([round(degrees(Math.atan2(y, x))), round(degrees(Math.atan2(z, Math.hypot(x, y))))]);
  }
  return path;
}

function toVector(lat: number, lng: number): [number, number, number] {
  const phi = radians(lat);
  const lambda = radians(lng);
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;
