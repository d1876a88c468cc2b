import {
  IMAGE_ALT_MAX_LENGTH,
  STOP_ADDRESS_MAX_LENGTH,
  STOP_DESCRIPTION_MAX_LENGTH,
  STOP_NAME_MAX_LENGTH,
  STOP_TYPE_MAX_LENGTH,
  STOP_TYPES_MAX,
} from '@culturalink/common/limits';
import { isClockTime, ITINERARY_DAYS_MAX } from '@culturalink/common/itinerary-days';
import { amount, currency, FieldChecks, optionalText, requiredText } from './itinerary-input.js';

export interface StopFields {
  name: string;
  address: string;
  description: string;
  latitude: number;
  longitude: number;
  budget: number;
  currency: string;
  types: string[];
  /** Present only when given: a stop edited without it keeps its description. */
  imageAlt?: string;
  /** The 1-based day; present only when given (a new stop then goes to the last day, an edited one stays). */
  day?: number;
  /** HH:MM, or null to clear; present only when given (an edited stop without it keeps its time). */
  time?: string | null;
}

export interface RawStop {
  name?: unknown;
  address?: unknown;
  description?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  budget?: unknown;
  currency?: unknown;
  types?: unknown;
  imageAlt?: unknown;
  day?: unknown;
  time?: unknown;
}

const given = (value: unknown) => value !== undefined && value !== null;

/** A 1-based day number (whether the itinerary has that many days is checked where the itinerary is known). */
export function dayNumber(value: unknown, field: string, checks: FieldChecks): number {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  if (typeof parsed !== 'number' || !Number.isInteger(parsed) || parsed < 1 || parsed > ITINERARY_DAYS_MAX) {
    checks.add(field, `Day must be a whole number from 1 to ${ITINERARY_DAYS_MAX}.`);
    return 1;
  }
  return parsed;
}

/** A time of day HH:MM (24-hour); '' clears it. */
function clockTime(value: unknown, field: string, checks: FieldChecks): string | null {
  const text = typeof value === 'string' ? value.trim() : null;
  if (text === '') return null;
  if (text === null || !isClockTime(text)) {
    checks.add(field, 'Time must be written HH:MM (24-hour), e.g. 09:30.');
    return null;
  }
  return text;
}

function coordinate(value: unknown, field: string, limit: number, checks: FieldChecks): number {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim())
        : Number.NaN;
  if (!Number.isFinite(parsed) || Math.abs(parsed) > limit) {
    checks.add(
      field,
      `${field.endsWith('latitude') ? 'Latitude' : 'Longitude'} must be a number between -${limit} and ${limit}.`,
    );
    return 0;
  }
  return parsed;
}

function types(value: unknown, field: string, checks: FieldChecks): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((t) => typeof t !== 'string') || value.length > STOP_TYPES_MAX) {
    checks.add(field, `Types must be a list of at most ${STOP_TYPES_MAX} words.`);
    return [];
  }
  const cleaned = (value as string[]).map((t) => t.trim()).filter(Boolean);
  if (cleaned.some((t) => t.length > STOP_TYPE_MAX_LENGTH))
    checks.add(field, `Each type must be at most ${STOP_TYPE_MAX_LENGTH} characters.`);
  return [...new Set(cleaned)];
}

/**
 * A stop: a location name with coordinates (a place without them is refused, not guessed) and a
 * numeric budget from 0 are required. `prefix` names the field in a list, e.g. `stops.2.`.
 */
export function stopFields(input: RawStop, fallbackCurrency: string, checks: FieldChecks, prefix = ''): StopFields {
  const alt = given(input.imageAlt)
    ? optionalText(input.imageAlt, `${prefix}imageAlt`, 'The photo description', IMAGE_ALT_MAX_LENGTH, checks)
    : undefined;
  return {
    name: requiredText(input.name, `${prefix}name`, 'Location', STOP_NAME_MAX_LENGTH, checks),
    address: optionalText(input.address, `${prefix}address`, 'Address', STOP_ADDRESS_MAX_LENGTH, checks),
    description: optionalText(
      input.description,
      `${prefix}description`,
      'Description',
      STOP_DESCRIPTION_MAX_LENGTH,
      checks,
    ),
    latitude: coordinate(input.latitude, `${prefix}latitude`, 90, checks),
    longitude: coordinate(input.longitude, `${prefix}longitude`, 180, checks),
    budget: amount(input.budget, `${prefix}budget`, 'Budget', checks),
    currency: currency(input.currency, `${prefix}currency`, checks, fallbackCurrency),
    types: types(input.types, `${prefix}types`, checks),
    ...(alt !== undefined ? { imageAlt: alt } : {}),
    ...(given(input.day) ? { day: dayNumber(input.day, `${prefix}day`, checks) } : {}),
    ...(given(input.time) ? { time: clockTime(input.time, `${prefix}time`, checks) } : {}),
  };
}

export function validateStop(input: RawStop, fallbackCurrency: string): StopFields {
  const checks = new FieldChecks();
  const fields = stopFields(input, fallbackCurrency, checks);
  checks.done();
  return fields;
}
