import {
  IMAGE_ALT_MAX_LENGTH,
  STOP_ADDRESS_MAX_LENGTH,
  STOP_DESCRIPTION_MAX_LENGTH,
  STOP_NAME_MAX_LENGTH,
  STOP_TYPE_MAX_LENGTH,
  STOP_TYPES_MAX,
} from '@culturalink/common/limits';
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
  const given = input.imageAlt !== undefined && input.imageAlt !== null;
  const alt = given
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
  };
}

export function validateStop(input: RawStop, fallbackCurrency: string): StopFields {
  const checks = new FieldChecks();
  const fields = stopFields(input, fallbackCurrency, checks);
  checks.done();
  return fields;
}
