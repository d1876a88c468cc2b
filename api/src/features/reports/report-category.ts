/** The four reasons of the report wizard, with the labels members see. */
export enum ReportCategory {
  VIOLENT_HATEFUL_DISTURBING = 'VIOLENT_HATEFUL_DISTURBING',
  SCAM_FALSE_INFORMATION = 'SCAM_FALSE_INFORMATION',
  BULLYING_HARASSMENT = 'BULLYING_HARASSMENT',
  ADULT_CONTENT = 'ADULT_CONTENT',
}

export const REPORT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  [ReportCategory.VIOLENT_HATEFUL_DISTURBING]: 'Violent, hateful, or disturbing content',
  [ReportCategory.SCAM_FALSE_INFORMATION]: 'Scam or false information',
  [ReportCategory.BULLYING_HARASSMENT]: 'Bullying, harassment or abuse',
  [ReportCategory.ADULT_CONTENT]: 'Adult Content',
};

/** Accepts the enum name or its label (the REST form of the original sent the label), any case. */
export function parseReportCategory(value: unknown): ReportCategory | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  for (const [category, label] of Object.entries(REPORT_CATEGORY_LABELS)) {
    if (category.toLowerCase() === wanted || label.toLowerCase() === wanted) return category as ReportCategory;
  }
  return null;
}

/** OPEN until an administrator decides: WARNED (post kept, marked), BANNED (post hidden) or DISMISSED. */
export enum ReportStatus {
  OPEN = 'OPEN',
  WARNED = 'WARNED',
  BANNED = 'BANNED',
  DISMISSED = 'DISMISSED',
}
