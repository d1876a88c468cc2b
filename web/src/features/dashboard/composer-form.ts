export interface ComposerValues {
  title: string;
  category: string;
  country: string;
  content: string;
}

export const EMPTY_COMPOSER: ComposerValues = { title: '', category: '', country: '', content: '' };

/** The fields still missing (blank after trimming); the composer sends nothing while any is. */
export function missingFields(values: ComposerValues): Array<keyof ComposerValues> {
  return (Object.keys(values) as Array<keyof ComposerValues>).filter((field) => values[field].trim() === '');
}
