/** A stop as the screens edit it (an unsaved one on the create screen has a local id). */
export interface StopDraft {
  id: string;
  name: string;
  address: string;
  description: string;
  latitude: number;
  longitude: number;
  /** What the stop costs, in its own currency (Money). */
  budget: { amount: number; currencyCode: string };
  types: string[];
  /** The stop's photo under /uploads, when it has one. */
  imageUrl?: string | null;
  /** The author's description of the photo (left out on screens without photos, so the server keeps it). */
  imageAlt?: string;
  /** A new photo picked in the stop form, sent with the stop. */
  photo?: File | null;
  /** The 1-based day (saved stops; left out on the create screen: day 1). */
  day?: number;
  /** HH:MM on the place's clock, or null for none (left out: the server keeps it). */
  time?: string | null;
  /** The place's IANA time zone (from the server). */
  timeZone?: string;
  /** The instant of its time on its day's date, when the itinerary has dates. */
  startsAt?: string | null;
}

/** The StopInput the API takes (its MoneyInput built afresh: a cached Money carries a __typename). */
export function toStopInput(stop: StopDraft) {
  return {
    name: stop.name,
    address: stop.address,
    description: stop.description,
    latitude: stop.latitude,
    longitude: stop.longitude,
    budget: { amount: stop.budget.amount, currencyCode: stop.budget.currencyCode },
    types: stop.types,
    ...(stop.imageAlt !== undefined ? { imageAlt: stop.imageAlt } : {}),
    ...(stop.day !== undefined ? { day: stop.day } : {}),
    // '' clears a time; left out keeps it
    ...(stop.time !== undefined ? { time: stop.time ?? '' } : {}),
  };
}
