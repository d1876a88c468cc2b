const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/**
 * Lower case without accents, punctuation as single spaces: "Saint-Étienne" and "saint etienne"
 * fold to the same key, so search is diacritics-insensitive in both directions.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþıħ]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter])
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
