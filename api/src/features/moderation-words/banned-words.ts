/**
 * Words that may not appear in a post's title, content or country, and that are masked wherever
 * post text is displayed. Lower-case; matched as whole words regardless of letter case.
 */
export const ENGLISH_BANNED_WORDS: readonly string[] = [
  'ass',
  'asshole',
  'bastard',
  'bitch',
  'bullshit',
  'crap',
  'damn',
  'dick',
  'fuck',
  'piss',
  'shit',
];

/** The extra list: common Filipino (Tagalog) profanity. */
export const FILIPINO_BANNED_WORDS: readonly string[] = [
  'bobo',
  'gaga',
  'gago',
  'hinayupak',
  'kupal',
  'pakyu',
  'punyeta',
  'puta',
  'putangina',
  'tangina',
  'tanga',
  'tarantado',
  'ulol',
];
