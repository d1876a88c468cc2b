import type { EntityManager } from '@mikro-orm/core';
import { Audience, recordEvent } from '../../app/event-log.js';

export const REPORT_ADDED = 'report.added';
export const REPORT_DECIDED = 'report.decided';

/** Logs report changes (ids only, for administrators) in the unit of work of `em`: call it before the flush. */
export function recordReportEvents(
  em: EntityManager,
  type: typeof REPORT_ADDED | typeof REPORT_DECIDED,
  reportIds: string[],
): void {
  for (const id of reportIds) recordEvent(em, { type, id }, Audience.admins);
}
