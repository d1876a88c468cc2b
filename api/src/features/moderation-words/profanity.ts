import { ENGLISH_BANNED_WORDS, FILIPINO_BANNED_WORDS } from './banned-words.js';

const BANNED = new Set([...ENGLISH_BANNED_WORDS, ...FILIPINO_BANNED_WORDS]);

/** A run of letters, digits or apostrophes: the unit "whole word" matching works on. */
const WORD = /[\p{L}\p{N}']+/gu;

const isBanned = (word: string) => BANNED.has(word.toLocaleLowerCase('en').replace(/'/g, ''));

/** Whether `text` contains a banned word as a whole word (so "class" does not match "ass"). */
export function containsBannedWord(text: string): boolean {
  for (const match of text.matchAll(WORD)) {
    if (isBanned(match[0])) return true;
  }
  return false;
}

/**
 * Recently masked texts: every feed page masks the same titles and contents again, and scanning a
 * text word by word with a Unicode pattern costs microseconds. The banned list is fixed at build
 * time, so an answer never goes stale; the cache is bounded in entries and in text length.
 */
const masked = new Map<string, string>();
const CACHE_ENTRIES = 500;
const CACHE_MAX_LENGTH = 4000;

/** Replaces every banned word, whatever its length, with as many asterisks. */
export function maskProfanity(text: string): string {
  const known = masked.get(text);
  if (known !== undefined) return known;
  const result = text.replace(WORD, (word) => (isBanned(word) ? '*'.repeat(word.length) : word));
  if (text.length <= CACHE_MAX_LENGTH) {
    if (masked.size >= CACHE_ENTRIES) masked.delete(masked.keys().next().value as string);
    masked.set(text, result);
  }
  return result;
}
