import { AppError } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { requireAdmin } from '../../kernel/guards.js';
import { recordPostChange } from '../posts/index.js';
import { Post } from '../posts/post.entity.js';
import { getReport } from '../reports/index.js';
import { ReportStatus } from '../reports/index.js';
import { recordReportEvents, REPORT_DECIDED } from '../reports/index.js';
import { Report } from '../reports/report.entity.js';
import { logDecision } from './moderation-log.js';

/**
 * An administrator lifts a ban: the post is shown again, and every report the ban settled is open again
 * (undecided), so it can be warned or dismissed instead. The lift is logged and admins' screens hear of it.
 */
export async function liftBan(scope: RequestScope, input: { id: unknown; note?: string | null }): Promise<Report> {
  const admin = requireAdmin(scope);
  const report = await getReport(scope, input.id);
  if (report.status !== ReportStatus.BANNED)
    throw new AppError(
      'CONFLICT',
      `Only a banned post's report can have its ban lifted (this one is ${report.status.toLowerCase()}).`,
    );
  const post = report.post ? await scope.em.findOne(Post, { id: report.post.id }) : null;
  if (!post) throw new AppError('CONFLICT', 'The reported post no longer exists.');
  const reopened = await scope.em.find(Report, { post: post.id, status: ReportStatus.BANNED });
  for (const each of reopened) {
    each.status = ReportStatus.OPEN;
    each.decidedAt = null;
    each.decidedBy = null;
  }
  post.isBanned = false;
  recordPostChange(scope.em, post, 'edited');
  logDecision(scope, admin, 'lift_ban', report, post.id, input.note);
  recordReportEvents(
    scope.em,
    REPORT_DECIDED,
    reopened.map((r) => r.id),
  );
  await scope.em.flush();
  return report;
}
