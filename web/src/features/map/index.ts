/** The public surface of the map feature: other features and the app import only from here. */
export { MapModeToggle } from './map-mode-toggle';
export { MapPanel } from './map-panel';
export { preloadMap, resetMapPreload, usePreloadMap } from './preload-map';
export { letterStops, type LatLng, type LetteredStop } from './stop-letters';
export { useMapMode } from './use-map-mode';
export { readMemberLocation, useMemberLocation } from './use-member-location';
export { resetWebGLSupport } from './webgl-support';
