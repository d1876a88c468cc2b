/** The 20 cultural categories a post belongs to (spec part 1, section 5). */
export const POST_CATEGORIES = [
  'Food',
  'Traditions',
  'History',
  'Art',
  'Music',
  'Literature',
  'Fashion',
  'Festivals',
  'Language',
  'Architecture',
  'Sports',
  'Religion',
  'Mythology',
  'Crafts',
  'Dance',
  'Cinema',
  'Technology',
  'Education',
  'Cuisine',
  'Folklore',
] as const;

export type PostCategory = (typeof POST_CATEGORIES)[number];

/** The canonical spelling of a category given in any letter case, or null when it is not one of the 20. */
export function canonicalCategory(value: string): PostCategory | null {
  const wanted = value.trim().toLowerCase();
  return POST_CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? null;
}
