import { useEffect, useState } from 'react';
import type { LatLng } from './stop-letters';

/** The spec's geolocation options: high accuracy, give up after 5 s. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 60_000 };

/** Asks the browser once where the member is; one-shot reads for the "use current location" button. */
export function readMemberLocation(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('Geolocation is not available'));
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new Error(error.message || 'Location unavailable')),
      GEOLOCATION_OPTIONS,
    );
  });
}

/** The member's location for the map's A marker and the distance order, or null while unknown or refused. */
export function useMemberLocation(): LatLng | null {
  const [location, setLocation] = useState<LatLng | null>(null);
  useEffect(() => {
    let live = true;
    readMemberLocation().then(
      (found) => live && setLocation(found),
      (error: Error) => console.info('Location unavailable:', error.message),
    );
    return () => {
      live = false;
    };
  }, []);
  return location;
}
