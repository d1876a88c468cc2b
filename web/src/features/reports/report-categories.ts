import type { ReportCategory } from '../../gql/graphql';

/** The four reasons of the report wizard, in the spec's order and wording. */
export const REPORT_CATEGORIES: ReadonlyArray<{ value: ReportCategory; label: string }> = [
  { value: 'VIOLENT_HATEFUL_DISTURBING', label: 'Violent, hateful, or disturbing content' },
  { value: 'SCAM_FALSE_INFORMATION', label: 'Scam or false information' },
  { value: 'BULLYING_HARASSMENT', label: 'Bullying, harassment or abuse' },
  { value: 'ADULT_CONTENT', label: 'Adult Content' },
];

export function reportCategoryLabel(value: ReportCategory | null | undefined): string {
  return REPORT_CATEGORIES.find((category) => category.value === value)?.label ?? '';
}
