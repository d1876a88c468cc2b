import type { RequestScope } from '../../app/request-scope.js';
import { eventStream } from '../../graphql/event-stream.js';
import { requireAdmin } from '../../kernel/guards.js';
import { isUuid } from '../../kernel/ids.js';
import type { REPORT_ADDED, REPORT_DECIDED } from './report-events.js';
import { Report } from './report.entity.js';
import { toReportView } from './report-view.js';
import type { ReportType } from './report.types.js';

/**
 * Report events for administrators only: a member or guest is refused when subscribing, and each
 * event is checked again against the subscriber's live session (an admin demoted meanwhile gets nothing).
 */
export function reportStream(
  scope: RequestScope,
  type: typeof REPORT_ADDED | typeof REPORT_DECIDED,
  after?: unknown,
): Promise<AsyncIterableIterator<ReportType>> {
  const admin = requireAdmin(scope);
  return eventStream(
    scope,
    type,
    async (event) => {
      if (!isUuid(event.id)) return null;
      const fresh: RequestScope = { ...scope, em: scope.services.orm.em.fork() };
      const stillAdmin = await fresh.em
        .getConnection()
        .execute<{ ok: boolean }[]>('select is_admin and is_active as ok from app_user where id = ?', [admin.id]);
      if (!stillAdmin[0]?.ok) return null;
      const report = await fresh.em.findOne(Report, { id: event.id });
      return report ? toReportView(fresh, report) : null;
    },
    after,
  );
}
