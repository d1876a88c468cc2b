import { reportCategoryLabel } from '@culturalink/common/report-categories';
import type { RequestScope } from '../../app/request-scope.js';
import { User } from '../accounts/user.entity.js';
import type { Report } from './report.entity.js';
import type { ReportType } from './report.types.js';

/** Reports as GraphQL/REST views, with their post, post author, reporter and decider loaded in a few queries. */
export async function toReportViews(scope: RequestScope, reports: Report[]): Promise<ReportType[]> {
  await scope.em.populate(reports, ['post.author', 'reporter', 'decidedBy']);
  const authorIds = [...new Set(reports.map((r) => r.postAuthorId))];
  const authors = authorIds.length ? await scope.em.find(User, { id: { $in: authorIds } }) : [];
  const authorById = new Map(authors.map((a) => [a.id, a]));
  return reports.map((report) => ({
    id: report.id,
    category: report.category,
    categoryLabel: reportCategoryLabel(report.category),
    details: report.details,
    createdAt: report.createdAt,
    status: report.status,
    post: report.post,
    postId: report.reportedPostId,
    postTitle: report.postTitle,
    postAuthor: authorById.get(report.postAuthorId) ?? null,
    reporter: report.reporter,
    decidedAt: report.decidedAt,
    decidedBy: report.decidedBy,
  }));
}

export async function toReportView(scope: RequestScope, report: Report): Promise<ReportType> {
  const [view] = await toReportViews(scope, [report]);
  return view;
}
