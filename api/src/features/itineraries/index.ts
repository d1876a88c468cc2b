/** The public surface of the itineraries feature: other features and the app import only from here. */
export { itineraryLoaders } from './itinerary-loaders.js';
export { listItinerariesPage } from './list-itineraries.js';
export { assertOwnItinerary } from './own-itinerary.js';
export { SAVING_RATE } from './itinerary-events.js';
