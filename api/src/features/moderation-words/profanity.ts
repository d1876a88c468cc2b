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

/** Replaces every banned word, whatever its length, with as many asterisks. */
export function maskProfanity(text: string): string {
  return text.replace(WORD, (word) => (isBanned(word) ? '*'.repeat(word.length) : word));
}
