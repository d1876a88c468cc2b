/** The four reasons of the report wizard, in the spec's order, with the labels members see. */
export const REPORT_CATEGORIES = [
  { value: 'VIOLENT_HATEFUL_DISTURBING', label: 'Violent, hateful, or disturbing content' },
  { value: 'SCAM_FALSE_INFORMATION', label: 'Scam or false information' },
  { value: 'BULLYING_HARASSMENT', label: 'Bullying, harassment or abuse' },
  { value: 'ADULT_CONTENT', label: 'Adult Content' },
] as const;

export type ReportCategoryName = (typeof REPORT_CATEGORIES)[number]['value'];

/** The label of a category ('' for none or an unknown one). */
export function reportCategoryLabel(value: string | null | undefined): string {
  return REPORT_CATEGORIES.find((category) => category.value === value)?.label ?? '';
}

/** Accepts the name or its label (the REST form of the original sent the label), in any letter case. */
export function parseReportCategory(value: unknown): ReportCategoryName | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  const found = REPORT_CATEGORIES.find(
    (category) => category.value.toLowerCase() === wanted || category.label.toLowerCase() === wanted,
  );
  return found?.value ?? null;
}
