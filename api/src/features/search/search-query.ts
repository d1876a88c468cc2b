import { SEARCH_TEXT_MAX_LENGTH } from '@culturalink/common/limits';
import { badInput } from '../../app/errors.js';

export interface ParsedSearch {
  /** The whole text, lower-cased, for trigram matching. */
  text: string;
  /** `%text%` with LIKE wildcards escaped. */
  like: string;
  /** Every word as a prefix, all required: `adobo:* & manila:*`. Empty when the text has no words. */
  tsquery: string;
}

/** Normalizes what the member typed; null when there is nothing to search for. */
export function parseSearchText(raw: unknown): ParsedSearch | null {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw badInput('The search text must be text.');
  const text = (raw ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  if (text.length > SEARCH_TEXT_MAX_LENGTH) throw badInput(`Search for at most ${SEARCH_TEXT_MAX_LENGTH} characters.`);
  if (!text) return null;
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return {
    text,
    like: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    tsquery: words.map((word) => `${word}:*`).join(' & '),
  };
}
