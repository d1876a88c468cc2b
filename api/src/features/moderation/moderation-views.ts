import type { RequestScope } from '../../app/request-scope.js';
import { toReportViews } from '../reports/index.js';
import type { Report } from '../reports/report.entity.js';
import type { ModerationDecision } from './moderation-decision.entity.js';
import { moderationActionOf, type ModerationDecisionType } from './moderation.types.js';

export async function toDecisionViews(
  scope: RequestScope,
  decisions: ModerationDecision[],
): Promise<ModerationDecisionType[]> {
  const reports = decisions.map((d) => d.report).filter((r): r is Report => r !== null);
  const views = new Map((await toReportViews(scope, reports)).map((v) => [v.id, v]));
  return decisions.map((d) => ({
    id: d.id,
    report: d.report ? (views.get(d.report.id) ?? null) : null,
    reportId: d.recordedReportId,
    postId: d.postId,
    action: moderationActionOf(d.action),
    admin: d.admin,
    adminUsername: d.adminUsername,
    createdAt: d.createdAt,
    note: d.note,
  }));
}
