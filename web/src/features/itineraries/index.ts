/** The public surface of the itineraries feature: other features and the app import only from here. */
export { MyItinerariesDocument } from './api/my-itineraries';
export { startItineraryQuery } from './itinerary-query';
