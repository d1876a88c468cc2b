import {
  COUNTRY_MAX_LENGTH,
  IMAGE_ALT_MAX_LENGTH,
  POST_CONTENT_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
} from '@culturalink/common/limits';
import { canonicalCategory, type PostCategory } from '@culturalink/common/post-categories';
import { badInput, type FieldError } from '../../app/errors.js';
import { isUuid } from '../../kernel/ids.js';
import { containsBannedWord } from '../moderation-words/index.js';

export interface PostText {
  title: string;
  content: string;
}

export interface NewPostFields extends PostText {
  category: PostCategory;
  country: string;
  imageAlt: string;
}

export interface PostEdit extends Partial<PostText> {
  imageAlt?: string;
}

const FILL_ALL = 'Please fill all fields correctly.';
const inappropriate = (what: string) => `Please remove inappropriate language from the ${what}`;

function text(value: unknown, field: string, label: string, max: number, errors: FieldError[]): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed) errors.push({ field, message: `${label} is required.` });
  else if (trimmed.length > max) errors.push({ field, message: `${label} must be at most ${max} characters.` });
  return trimmed;
}

/** An optional image description (the post's `imageAlt`, a photo's): trimmed, bounded; undefined when not given. */
export function imageDescription(value: unknown, errors: FieldError[], field = 'imageAlt'): string | undefined {
  if (value === undefined || value === null) return undefined;
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (typeof value !== 'string') errors.push({ field, message: 'The image description must be text.' });
  else if (trimmed.length > IMAGE_ALT_MAX_LENGTH)
    errors.push({
      field,
      message: `The image description must be at most ${IMAGE_ALT_MAX_LENGTH} characters.`,
    });
  return trimmed;
}

function refuse(errors: FieldError[]): never {
  const banned = errors.find((e) => e.message.startsWith('Please remove'));
  const alt = errors.length === 1 && errors[0]!.field === 'imageAlt' ? errors[0]!.message : undefined;
  throw badInput(banned?.message ?? alt ?? FILL_ALL, errors);
}

function checkLanguage(fields: Record<string, string>, errors: FieldError[]) {
  for (const [field, what] of [
    ['title', 'title'],
    ['content', 'content'],
    ['country', 'country'],
  ] as const) {
    if (fields[field] && containsBannedWord(fields[field])) errors.push({ field, message: inappropriate(what) });
  }
}

/** Validates a new post's text fields: all four filled, bounded, a known category, no banned words. */
export function validateNewPost(input: {
  title?: unknown;
  content?: unknown;
  category?: unknown;
  country?: unknown;
  imageAlt?: unknown;
}): NewPostFields {
  const errors: FieldError[] = [];
  const title = text(input.title, 'title', 'Title', POST_TITLE_MAX_LENGTH, errors);
  const content = text(input.content, 'content', 'Content', POST_CONTENT_MAX_LENGTH, errors);
  const country = text(input.country, 'country', 'Country', COUNTRY_MAX_LENGTH, errors);
  const category = canonicalCategory(typeof input.category === 'string' ? input.category : '');
  if (!category) errors.push({ field: 'category', message: 'Choose one of the 20 categories.' });
  const alt = imageDescription(input.imageAlt, errors) ?? '';
  checkLanguage({ title, content, country }, errors);
  if (errors.length > 0 || !category) refuse(errors);
  return { title, content, country, category, imageAlt: alt };
}

/** Validates an edit: title, content and image description, each optional, with the same rules as a new post. */
export function validatePostEdit(input: { title?: unknown; content?: unknown; imageAlt?: unknown }): PostEdit {
  const errors: FieldError[] = [];
  const result: PostEdit = {};
  const alt = imageDescription(input.imageAlt, errors);
  if (alt !== undefined) result.imageAlt = alt;
  if (input.title !== undefined && input.title !== null)
    result.title = text(input.title, 'title', 'Title', POST_TITLE_MAX_LENGTH, errors);
  if (input.content !== undefined && input.content !== null)
    result.content = text(input.content, 'content', 'Content', POST_CONTENT_MAX_LENGTH, errors);
  checkLanguage({ title: result.title ?? '', content: result.content ?? '', country: '' }, errors);
  if (errors.length > 0) refuse(errors);
  return result;
}

/** The optional itinerary link: empty, '0' (the original client's "none") or a uuid. */
export function parseItineraryId(value: unknown): string | null {
  if (value === undefined || value === null || value === '' || value === '0' || value === 0) return null;
  if (!isUuid(value))
    throw badInput('The itinerary id is not valid.', [
      { field: 'itineraryId', message: 'The itinerary id is not valid.' },
    ]);
  return value.toLowerCase();
}
