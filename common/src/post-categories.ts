/** The 20 cultural categories a post belongs to (spec part 1, section 5), as stored and as forms and REST show them. */
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

/** What each category is for, in the order of POST_CATEGORIES (the GraphQL enum describes its values with them). */
const ABOUT: Record<PostCategory, string> = {
  Food: 'Dishes, ingredients, street food and ways of eating.',
  Traditions: 'Customs, rites and everyday ways of doing things handed down the generations.',
  History: 'Past events, people and places, and how they are remembered.',
  Art: 'Painting, sculpture, photography and other visual arts.',
  Music: 'Songs, instruments, genres and musicians.',
  Literature: 'Books, poetry, writers and storytelling in writing.',
  Fashion: 'Clothing, dress, textiles and adornment.',
  Festivals: 'Celebrations, holidays and their events.',
  Language: 'Languages, dialects, words and writing systems.',
  Architecture: 'Buildings, monuments, town planning and building styles.',
  Sports: 'Games, sports and their traditions.',
  Religion: 'Faiths, beliefs, places of worship and their practices.',
  Mythology: 'Myths, legends, gods and heroes.',
  Crafts: 'Handicrafts and the skills of making things by hand.',
  Dance: 'Dances and dance traditions.',
  Cinema: 'Films, film makers and the screen.',
  Technology: 'Inventions, tools and how technology meets culture.',
  Education: 'Schools, learning and passing on knowledge.',
  Cuisine: 'Cooking styles, recipes and regional cuisines as a whole.',
  Folklore: 'Folk tales, beliefs, songs and customs of the people.',
};

/**
 * The categories under their enum names (`FOOD`), with the words forms show and the database and REST keep (`Food`),
 * in the order forms show them.
 */
export const POST_CATEGORY_NAMES = POST_CATEGORIES.map((label) => ({
  value: label.toUpperCase() as Uppercase<PostCategory>,
  label,
  description: ABOUT[label],
}));

/** A category's enum name (`FOOD`). */
export type PostCategoryName = Uppercase<PostCategory>;

/** The canonical spelling of a category given in any letter case, or null when it is not one of the 20. */
export function canonicalCategory(value: string): PostCategory | null {
  const wanted = value.trim().toLowerCase();
  return POST_CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? null;
}

/** The enum name of a stored category (`Food` -> `FOOD`). */
export const postCategoryName = (category: PostCategory): PostCategoryName =>
  category.toUpperCase() as PostCategoryName;

/** The words shown for a category's enum name ('' for an unknown one): `FOOD` -> `Food`. */
export function postCategoryLabel(name: string): PostCategory | '' {
  return POST_CATEGORY_NAMES.find((category) => category.value === name)?.label ?? '';
}
