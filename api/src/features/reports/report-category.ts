import { REPORT_CATEGORIES, type ReportCategoryName } from '@culturalink/common/report-categories';

/** The report reasons as a GraphQL and database enum; names, order and labels come from the shared rules. */
export const ReportCategory = Object.fromEntries(REPORT_CATEGORIES.map(({ value }) => [value, value])) as {
  readonly [Name in ReportCategoryName]: Name;
};
export type ReportCategory = ReportCategoryName;

/** OPEN until an administrator decides: WARNED (post kept, marked), BANNED (post hidden) or DISMISSED. */
export enum ReportStatus {
  OPEN = 'OPEN',
  WARNED = 'WARNED',
  BANNED = 'BANNED',
  DISMISSED = 'DISMISSED',
}
