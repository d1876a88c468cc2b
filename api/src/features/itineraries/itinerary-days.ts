import tzLookup from '@photostructure/tz-lookup';
import { dateOfDay, zonedInstant } from '@culturalink/common/itinerary-days';
import type { AppServices } from '../../app/services.js';
import { convertAmount, money } from '../currency/index.js';
import type { ItineraryDayType } from './itinerary-days.types.js';
import type { Itinerary } from './itinerary.entity.js';
import type { Stop } from './stop.entity.js';

/** The IANA time zone of a place, found offline from its coordinates. */
export function timeZoneOf(stop: { latitude: number; longitude: number }): string {
  try {
    return tzLookup(stop.latitude, stop.longitude);
  } catch {
    return 'UTC';
  }
}

/** When a stop's planned time happens: its day's date at its time in its place's zone; null without both. */
export function stopStartsAt(itinerary: Pick<Itinerary, 'startDate'>, stop: Stop): Date | null {
  const date = dateOfDay(itinerary.startDate, stop.day);
  return date && stop.time ? zonedInstant(date, stop.time, timeZoneOf(stop)) : null;
}

/** The itinerary's days with their stops (given in order) and each day's budget in `currencyCode`. */
export async function itineraryDays(
  services: AppServices,
  itinerary: Itinerary,
  stops: Stop[],
  currencyCode: string,
): Promise<ItineraryDayType[]> {
  const days: ItineraryDayType[] = [];
  for (let number = 1; number <= itinerary.dayCount; number += 1) {
    const ofDay = stops.filter((stop) => Math.min(stop.day, itinerary.dayCount) === number);
    let total = 0;
    let convertedOk = true;
    for (const stop of ofDay) {
      const converted = await convertAmount(services, { amount: stop.budget, from: stop.currency, to: currencyCode });
      total += converted.converted;
      convertedOk &&= converted.convertedOk;
    }
    days.push({
      number,
      date: dateOfDay(itinerary.startDate, number),
      stops: ofDay,
      budget: money(Math.round(total * 100) / 100, currencyCode),
      budgetConvertedOk: convertedOk,
      itinerary,
    });
  }
  return days;
}
