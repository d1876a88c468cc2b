import { useCallback, useState } from 'react';
import { supportsWebGL } from './webgl-support';

export type MapMode = 'map' | 'list';
/** Why the map is not offered: this browser has no WebGL, or the map (code, style) failed to load. */
export type MapUnavailable = 'no-webgl' | 'failed' | null;

const STORAGE_KEY = 'itinerary-view';

/** The member's remembered choice on this device ('map' unless they chose the list). */
export function readMapChoice(): MapMode {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'list' ? 'list' : 'map';
  } catch {
    return 'map';
  }
}

/**
 * Map beside the stops, or the stops alone as a list: the member's choice (remembered on this device), forced to
 * the list when WebGL is missing or the map failed to load.
 */
export function useMapMode() {
  const [webgl] = useState(supportsWebGL);
  const [chosen, setChosen] = useState<MapMode>(readMapChoice);
  const [failed, setFailed] = useState(false);
  const unavailable: MapUnavailable = !webgl ? 'no-webgl' : failed ? 'failed' : null;
  const choose = useCallback((mode: MapMode) => {
    setChosen(mode);
    try {
      localStorage.setItem(STORAGE_KEY, mode);
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  }, []);
  const fail = useCallback(() => setFailed(true), []);
  return { mode: unavailable ? ('list' as const) : chosen, unavailable, choose, fail };
}
