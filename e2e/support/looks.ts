/** The four looks the visual suites cover: each screen size in each theme. */
export const LOOKS = [
  { name: 'desktop-light', mobile: false, colorScheme: 'light' },
  { name: 'desktop-dark', mobile: false, colorScheme: 'dark' },
  { name: 'phone-light', mobile: true, colorScheme: 'light' },
  { name: 'phone-dark', mobile: true, colorScheme: 'dark' },
] as const;
export type Look = (typeof LOOKS)[number];

/**
 * The looks an environment variable picks: `all`, or names separated by commas (`desktop-dark,phone-light`);
 * `fallback` when it is not set.
 */
export function looksFrom(variable: string | undefined, fallback: string): Look[] {
  const chosen = (variable ?? fallback).split(',').map((name) => name.trim());
  return LOOKS.filter((look) => chosen.includes('all') || chosen.includes(look.name));
}
