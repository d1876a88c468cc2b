/** The trivia categories, with the words the trivia page shows above each question (and the REST answer carries). */
export const TRIVIA_CATEGORIES = [
  { value: 'PEOPLE_AND_PLACES', label: 'people and places', description: 'Capitals, languages, demonyms, neighbours.' },
  { value: 'GENERAL', label: 'general', description: 'Currencies, regions of the world, calling codes.' },
  {
    value: 'SCIENCE_AND_NATURE',
    label: 'science and nature',
    description: 'Geography: coastlines and landlocked countries.',
  },
  { value: 'MATHEMATICS', label: 'mathematics', description: 'Comparing figures, such as areas in km².' },
] as const;

export type TriviaCategoryName = (typeof TRIVIA_CATEGORIES)[number]['value'];

/** The words shown for a category ('' for an unknown one). */
export function triviaCategoryLabel(value: string): string {
  return TRIVIA_CATEGORIES.find((category) => category.value === value)?.label ?? '';
}
