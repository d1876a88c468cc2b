import { describe, expect, it } from 'vitest';
import { ENGLISH_BANNED_WORDS, FILIPINO_BANNED_WORDS } from './banned-words.js';
import { containsBannedWord, maskProfanity } from './profanity.js';

describe('banned words', () => {
  it('ships the built-in English list of 11 and a Filipino list', () => {
    expect(ENGLISH_BANNED_WORDS).toHaveLength(11);
    expect(FILIPINO_BANNED_WORDS.length).toBeGreaterThan(5);
  });

  it('matches whole words in any letter case', () => {
    expect(containsBannedWord('What the SHIT is this')).toBe(true);
    expect(containsBannedWord('ulol!')).toBe(true);
    expect(containsBannedWord('Tangina, ang init')).toBe(true);
    expect(containsBannedWord('A classic assessment of Dickens')).toBe(false);
    expect(containsBannedWord('')).toBe(false);
  });

  it('masks every listed word whatever its length, keeping everything else', () => {
    expect(maskProfanity('Oh crap, the Shit and the ass!')).toBe('Oh ****, the **** and the ***!');
    expect(maskProfanity('gago ka')).toBe('**** ka');
    expect(maskProfanity('A classic passage')).toBe('A classic passage');
  });

  it('masks the same way when the text was masked before, and past the cache limits', () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 700; i++) expect(maskProfanity(`post ${i}: shit happens`)).toBe(`post ${i}: **** happens`);
    }
    const long = `${'word '.repeat(1000)}crap`;
    expect(maskProfanity(long)).toBe(`${'word '.repeat(1000)}****`);
    expect(maskProfanity(long)).toBe(`${'word '.repeat(1000)}****`);
  });
});
