import { isDefaultItineraryTitle } from '@culturalink/common/itinerary-title';
import {
  ITINERARY_DESCRIPTION_MAX_LENGTH,
  ITINERARY_TIPS_MAX_LENGTH,
  ITINERARY_TITLE_MAX_LENGTH,
} from '@culturalink/common/limits';
import { isIsoDate, ITINERARY_DAYS_MAX } from '@culturalink/common/itinerary-days';
import { badInput, type FieldError } from '../../app/errors.js';
import { isKnownCurrency } from '../currency/index.js';

export const DEFAULT_CURRENCY = 'PHP';
const BUDGET_MAX = 1e12;

export const FILL_ALL = 'Please fill all fields correctly.';

export interface ItineraryText {
  title: string;
  description: string;
  tips: string;
}

export interface ItineraryFields extends ItineraryText {
  currency: string;
  totalBudget: number;
  /** YYYY-MM-DD of day 1, or null for no dates. */
  startDate: string | null;
  dayCount: number;
}

/** Collects field errors and refuses all of them at once with the spec's message. */
export class FieldChecks {
  readonly errors: FieldError[] = [];

  add(field: string, message: string): void {
    this.errors.push({ field, message });
  }

  done(): void {
    if (this.errors.length > 0) throw badInput(FILL_ALL, this.errors);
  }
}

/** Trimmed text with one kind of line break (multipart forms send CRLF). */
const clean = (value: string) => value.replace(/\r\n?/g, '\n').trim();

export function requiredText(value: unknown, field: string, label: string, max: number, checks: FieldChecks): string {
  const trimmed = typeof value === 'string' ? clean(value) : '';
  if (!trimmed) checks.add(field, `${label} is required.`);
  else if (trimmed.length > max) checks.add(field, `${label} must be at most ${max} characters.`);
  return trimmed;
}

export function optionalText(value: unknown, field: string, label: string, max: number, checks: FieldChecks): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') checks.add(field, `${label} must be text.`);
  const trimmed = typeof value === 'string' ? clean(value) : '';
  if (trimmed.length > max) checks.add(field, `${label} must be at most ${max} characters.`);
  return trimmed;
}

export function title(value: unknown, checks: FieldChecks): string {
  const result = requiredText(value, 'title', 'Title', ITINERARY_TITLE_MAX_LENGTH, checks);
  if (isDefaultItineraryTitle(result)) checks.add('title', 'Give the itinerary a title of its own.');
  return result;
}

/** An amount of money: a finite number (or numeric text, as REST forms send) from 0. */
export function amount(value: unknown, field: string, label: string, checks: FieldChecks): number {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim())
        : Number.NaN;
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > BUDGET_MAX) {
    checks.add(field, `${label} must be a number from 0.`);
    return 0;
  }
  return parsed;
}

export function currency(value: unknown, field: string, checks: FieldChecks, fallback = DEFAULT_CURRENCY): string {
  if (value === undefined || value === null || value === '') return fallback;
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!/^[A-Z]{3}$/.test(code) || !isKnownCurrency(code)) checks.add(field, 'Choose a known currency code.');
  return code;
}

/** The date of day 1: an ISO date, or ''/null for none. */
export function startDate(value: unknown, checks: FieldChecks): string | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (!isIsoDate(text)) {
    checks.add('startDate', 'The start date must be a date written YYYY-MM-DD.');
    return null;
  }
  return text;
}

/** How many days: a whole number from 1 to ITINERARY_DAYS_MAX. */
export function dayCount(value: unknown, checks: FieldChecks): number {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  if (typeof parsed !== 'number' || !Number.isInteger(parsed) || parsed < 1 || parsed > ITINERARY_DAYS_MAX) {
    checks.add('dayCount', `An itinerary has 1 to ${ITINERARY_DAYS_MAX} days.`);
    return 1;
  }
  return parsed;
}

/** An itinerary's own fields as a door hands them over, unchecked. */
export interface ItineraryFieldsInput {
  title?: unknown;
  description?: unknown;
  tips?: unknown;
  currency?: unknown;
  totalBudget?: unknown;
  startDate?: unknown;
  dayCount?: unknown;
}

/** A whole new itinerary's fields: title, description and tips filled (spec), a known currency, a budget from 0. */
export function itineraryFields(input: ItineraryFieldsInput, checks: FieldChecks): ItineraryFields {
  return {
    title: title(input.title, checks),
    description: requiredText(
      input.description,
      'description',
      'Description',
      ITINERARY_DESCRIPTION_MAX_LENGTH,
      checks,
    ),
    tips: requiredText(input.tips, 'tips', 'General tips', ITINERARY_TIPS_MAX_LENGTH, checks),
    currency: currency(input.currency, 'currency', checks),
    totalBudget:
      input.totalBudget === undefined || input.totalBudget === null || input.totalBudget === ''
        ? 0
        : amount(input.totalBudget, 'totalBudget', 'Total budget', checks),
    startDate: startDate(input.startDate, checks),
    dayCount: input.dayCount === undefined || input.dayCount === null ? 1 : dayCount(input.dayCount, checks),
  };
}

/** The given fields of an edit, each with the same rule as on creation. */
export function itineraryPatch(input: Partial<Record<keyof ItineraryFields, unknown>>): Partial<ItineraryFields> {
  const checks = new FieldChecks();
  const patch: Partial<ItineraryFields> = {};
  const given = (v: unknown) => v !== undefined && v !== null;
  if (given(input.title)) patch.title = title(input.title, checks);
  if (given(input.description))
    patch.description = requiredText(
      input.description,
      'description',
      'Description',
      ITINERARY_DESCRIPTION_MAX_LENGTH,
      checks,
    );
  if (given(input.tips))
    patch.tips = requiredText(input.tips, 'tips', 'General tips', ITINERARY_TIPS_MAX_LENGTH, checks);
  if (given(input.currency)) patch.currency = currency(input.currency, 'currency', checks);
  if (given(input.totalBudget)) patch.totalBudget = amount(input.totalBudget, 'totalBudget', 'Total budget', checks);
  // '' clears the start date, so only undefined/null leave it alone
  if (given(input.startDate)) patch.startDate = startDate(input.startDate, checks);
  if (given(input.dayCount)) patch.dayCount = dayCount(input.dayCount, checks);
  checks.done();
  if (Object.keys(patch).length === 0) throw badInput('Nothing to change.');
  return patch;
}
