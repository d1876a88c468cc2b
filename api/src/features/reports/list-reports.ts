import type { FilterQuery } from '@mikro-orm/core';
import { badInput, notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { decodeCursor, pageSize, toPage } from '../../kernel/paging.js';
import { requireAdmin } from '../../kernel/guards.js';
import { isUuid } from '../../kernel/ids.js';
import { ReportStatus } from './report-category.js';
import { Report } from './report.entity.js';

/** Reports for administrators, newest first, optionally of one status. */
export async function listReports(
  scope: RequestScope,
  input: { status?: ReportStatus | null; first?: number | null; after?: string | null },
) {
  requireAdmin(scope);
  if (input.status && !Object.values(ReportStatus).includes(input.status)) throw badInput('Unknown report status.');
  const limit = pageSize(input.first, 20);
  const cursor = decodeCursor(input.after);
  const where: FilterQuery<Report>[] = [];
  if (input.status) where.push({ status: input.status });
  if (cursor)
    where.push({
      $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }],
    });
  const rows = await scope.em.find(
    Report,
    { $and: where },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: limit + 1 },
  );
  return toPage(rows, limit);
}

/** Every report, newest first (the REST list of the original, which had no paging). */
export async function listAllReports(scope: RequestScope): Promise<Report[]> {
  requireAdmin(scope);
  return scope.em.find(Report, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: 500 });
}

export async function getReport(scope: RequestScope, id: unknown): Promise<Report> {
  requireAdmin(scope);
  const report = isUuid(id) ? await scope.em.findOne(Report, { id }) : null;
  if (!report) throw notFound('Report not found.');
  return report;
}
