import type { AppServices } from '../../app/services.js';

export const REPORT_ADDED = 'report.added';
export const REPORT_DECIDED = 'report.decided';

/** Tells every API process about committed report changes (ids only); a failed publish is only logged. */
export async function publishReportEvent(
  services: AppServices,
  type: typeof REPORT_ADDED | typeof REPORT_DECIDED,
  reportIds: string[],
): Promise<void> {
  for (const id of reportIds) {
    try {
      await services.events.publish({ type, id });
    } catch (error) {
      services.logger.error(`could not publish ${type}`, error);
    }
  }
}
