import type { FilterQuery } from '@mikro-orm/core';
import type { RequestScope } from '../../app/request-scope.js';
import { decodeCursor, pageSize, toPage } from '../../kernel/paging.js';
import { ModerationDecision, type ModerationAction } from './moderation-decision.entity.js';
import { hasAdminRights, requireAdmin } from '../../kernel/guards.js';
import { isUuid } from '../../kernel/ids.js';
import type { Report } from '../reports/report.entity.js';
import type { User } from '../accounts/user.entity.js';

/** Adds a decision to the log; commits with the caller's flush. */
export function logDecision(
  scope: RequestScope,
  admin: User,
  action: ModerationAction,
  report: Report | null,
  postId: string | null,
  note?: string | null,
) {
  const cleanNote = typeof note === 'string' && note.trim() ? note.trim().slice(0, 2000) : null;
  return scope.em.create(ModerationDecision, {
    report,
    recordedReportId: report?.id ?? null,
    postId,
    action,
    admin,
    adminUsername: admin.username,
    note: cleanNote,
  });
}

/** The moderation log for administrators, newest first. */
export async function listModerationLog(scope: RequestScope, input: { first?: number | null; after?: string | null }) {
  requireAdmin(scope);
  const limit = pageSize(input.first);
  const cursor = decodeCursor(input.after);
  const where: FilterQuery<ModerationDecision> = cursor
    ? { $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }] }
    : {};
  const rows = await scope.em.find(ModerationDecision, where, {
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: limit + 1,
    populate: ['admin', 'report'],
  });
  return toPage(rows, limit);
}

/** How many entries the moderation log holds (administrators only). */
export async function countModerationLog(scope: RequestScope): Promise<number> {
  requireAdmin(scope);
  return scope.em.count(ModerationDecision, {});
}

/** One log entry for administrators; null for anyone else and for an unknown id, never an error (node(id:)). */
export async function findModerationDecision(scope: RequestScope, id: string): Promise<ModerationDecision | null> {
  if (!hasAdminRights(scope) || !isUuid(id)) return null;
  return scope.em.findOne(ModerationDecision, { id }, { populate: ['admin', 'report'] });
}
