import { AppError } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { notify } from '../notifications/index.js';
import { recordPostChange } from '../posts/index.js';
import { Post } from '../posts/post.entity.js';
import { getReport } from '../reports/index.js';
import { ReportStatus } from '../reports/index.js';
import { recordReportEvents, REPORT_DECIDED } from '../reports/index.js';
import { Report } from '../reports/report.entity.js';
import { logDecision } from './moderation-log.js';
import { requireAdmin } from '../../kernel/guards.js';

export type Verdict = 'warn' | 'ban' | 'dismiss';

const STATUS_OF: Record<Verdict, ReportStatus> = {
  warn: ReportStatus.WARNED,
  ban: ReportStatus.BANNED,
  dismiss: ReportStatus.DISMISSED,
};

/** Which statuses a verdict may follow: a warned post may still be banned; nothing else is re-decided. */
const ALLOWED_FROM: Record<Verdict, ReportStatus[]> = {
  warn: [ReportStatus.OPEN],
  ban: [ReportStatus.OPEN, ReportStatus.WARNED],
  dismiss: [ReportStatus.OPEN],
};

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * An administrator decides a report. Warn keeps the post and marks it warned; ban hides it from
 * everyone but its author and administrators (kept, not deleted). The verdict applies to the post,
 * so every other OPEN report of it is decided the same way. The author (warn/ban) and each reporter
 * are notified, the decision is logged, and admins' screens hear of it, all after one commit.
 */
export async function decideReport(
  scope: RequestScope,
  input: { id: unknown; verdict: Verdict; note?: string | null },
): Promise<Report> {
  const admin = requireAdmin(scope);
  const report = await getReport(scope, input.id);
  const { verdict } = input;
  if (!ALLOWED_FROM[verdict].includes(report.status))
    throw conflict(`This report was already decided (${report.status.toLowerCase()}).`);
  const post = report.post ? await scope.em.findOne(Post, { id: report.post.id }, { populate: ['author'] }) : null;
  if (!post && verdict !== 'dismiss')
    throw conflict('The reported post no longer exists; the report can only be dismissed or deleted.');

  const decided = verdict === 'dismiss' ? [report] : await reportsToDecide(scope, report, post!);
  const now = new Date();
  for (const each of decided) {
    each.status = STATUS_OF[verdict];
    each.decidedAt = now;
    each.decidedBy = admin;
    if (post) notify(scope.em, { type: 'report_outcome', recipientId: each.reporter.id, postId: post.id });
  }
  if (post && verdict === 'warn') {
    post.isWarned = true;
    notify(scope.em, { type: 'warn', recipientId: post.author.id, postId: post.id });
  }
  if (post && verdict === 'ban') {
    post.isBanned = true;
    post.isWarned = false;
    notify(scope.em, { type: 'reported', recipientId: post.author.id, postId: post.id });
  }
  if (post && verdict !== 'dismiss') recordPostChange(scope.em, post, 'edited');
  logDecision(scope, admin, verdict, report, report.reportedPostId, input.note);
  recordReportEvents(
    scope.em,
    REPORT_DECIDED,
    decided.map((r) => r.id),
  );
  await scope.em.flush();
  return report;
}

/** This report and every other report of the same post that the verdict settles. */
async function reportsToDecide(scope: RequestScope, report: Report, post: Post): Promise<Report[]> {
  const others = await scope.em.find(Report, { post: post.id, status: ReportStatus.OPEN, id: { $ne: report.id } });
  return [report, ...others];
}

/** Deletes a report; the deletion itself is logged (the log keeps the report and post ids). Answers the report's id. */
export async function deleteReport(scope: RequestScope, id: unknown): Promise<string> {
  const admin = requireAdmin(scope);
  const report = await getReport(scope, id);
  logDecision(
    scope,
    admin,
    'delete_report',
    null,
    report.reportedPostId,
    `Deleted report ${report.id}`,
  ).recordedReportId = report.id;
  const deletedId = report.id;
  scope.em.remove(report);
  await scope.em.flush();
  return deletedId;
}
