/** The public surface of the places feature: other features and the app import only from here. */
export { reverseGeocode } from './places.service.js';
