import type { FilterQuery } from '@mikro-orm/core';
import { badInput, notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { decodeCursor, pageSize, toPage } from '../../kernel/paging.js';
import { hasAdminRights, requireAdmin } from '../../kernel/guards.js';
import { isUuid } from '../../kernel/ids.js';
import { ReportStatus } from './report-category.js';
import { Report } from './report.entity.js';

function statusFilter(status: ReportStatus | null | undefined): FilterQuery<Report>[] {
  if (status && !Object.values(ReportStatus).includes(status)) throw badInput('Unknown report status.');
  return status ? [{ status }] : [];
}

/** Reports for administrators, newest first, optionally of one status, after a keyset cursor over (createdAt, id). */
export async function listReports(
  scope: RequestScope,
  input: { status?: ReportStatus | null; first?: number | null; after?: string | null },
) {
  requireAdmin(scope);
  const limit = pageSize(input.first);
  const cursor = decodeCursor(input.after);
  const where = statusFilter(input.status);
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

/** How many reports there are, optionally of one status (administrators only). */
export async function countReports(scope: RequestScope, status?: ReportStatus | null): Promise<number> {
  requireAdmin(scope);
  return scope.em.count(Report, { $and: statusFilter(status) });
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

/** A report for administrators; null for anyone else and for an unknown id, never an error (node(id:)). */
export async function findReport(scope: RequestScope, id: string): Promise<Report | null> {
  if (!hasAdminRights(scope) || !isUuid(id)) return null;
  return scope.em.findOne(Report, { id });
}
