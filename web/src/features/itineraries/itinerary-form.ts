import { DEFAULT_ITINERARY_TITLE, isDefaultItineraryTitle } from '@culturalink/common/itinerary-title';
import { ITINERARY_TITLE_MAX_LENGTH } from '@culturalink/common/limits';
export const DEFAULT_CURRENCY = 'PHP';
export const FILL_ALL = 'Please fill all fields correctly.';
export const SAVE_FAILED = 'Error saving itinerary.';
export const DESCRIPTION_CUT = 100;

/** An emptied title goes back to the default; longer ones are cut to the maximum. */
export function settleTitle(text: string): string {
  const trimmed = text.trim().slice(0, ITINERARY_TITLE_MAX_LENGTH);
  return trimmed || DEFAULT_ITINERARY_TITLE;
}

/** The spec's Save check: title, description and tips filled, and the title changed from the default. */
export function itineraryFormComplete(values: { title: string; description: string; tips: string }): boolean {
  const title = values.title.trim();
  return (
    Boolean(title) &&
    !isDefaultItineraryTitle(title) &&
    title.length <= ITINERARY_TITLE_MAX_LENGTH &&
    Boolean(values.description.trim()) &&
    Boolean(values.tips.trim())
  );
}

/** A budget typed by the member: required and numeric (not negative). */
export function parseBudget(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed || !/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** Average as the cards show it: 'n.n / 5', or 'No ratings'. */
export function ratingLabel(average: number | null | undefined): string {
  return average == null ? 'No ratings' : `${average.toFixed(1)} / 5`;
}
