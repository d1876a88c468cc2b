/** The public surface of the map-style feature: other features and the app import only from here. */
export { mapStyleOrigins } from './map-style-origins.js';
