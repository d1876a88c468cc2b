/**
 * The map's code: the component's chunk and MapLibre (which react-map-gl would otherwise import only once the map
 * mounts), asked for together by the panel and, earlier, by usePreloadMap.
 */
export const loadItineraryMap = () =>
  Promise.all([import('./itinerary-map'), import('maplibre-gl')]).then(([component]) => component);
