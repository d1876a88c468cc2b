/** The placeholder title a new itinerary starts with; an itinerary cannot be saved under it. */
export const DEFAULT_ITINERARY_TITLE = 'ITINERARY TITLE';

/** Whether the title is the placeholder, in any letter case and with surrounding spaces ignored. */
export function isDefaultItineraryTitle(title: string): boolean {
  return title.trim().toUpperCase() === DEFAULT_ITINERARY_TITLE;
}
