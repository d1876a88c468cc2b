import type { FilterQuery } from '@mikro-orm/core';
import type { RequestScope } from '../../app/request-scope.js';
import { decodeCursor, pageSize } from '../../kernel/paging.js';
import { hasAdminRights, requireAdmin, requireMember } from '../../kernel/guards.js';
import { isUuid } from '../../kernel/ids.js';
import { SurveyResponse } from './survey-response.entity.js';
import { toSurveyResponseType } from './survey-response-view.js';
import type { SurveyResponseType } from './survey.types.js';

export async function mySurveyResponse(scope: RequestScope): Promise<SurveyResponseType | null> {
  const viewer = requireMember(scope);
  const row = await scope.em.findOne(SurveyResponse, { respondent: viewer.id }, { populate: ['respondent'] });
  return row ? toSurveyResponseType(row) : null;
}

/**
 * One response as the viewer may see it: their own, or any for administrators; null otherwise (guests included),
 * never an error, so ids cannot be probed.
 */
export async function findSurveyResponse(scope: RequestScope, id: string): Promise<SurveyResponseType | null> {
  if (!scope.viewer || !isUuid(id)) return null;
  const where: FilterQuery<SurveyResponse> = hasAdminRights(scope) ? { id } : { id, respondent: scope.viewer.id };
  const row = await scope.em.findOne(SurveyResponse, where, { populate: ['respondent'] });
  return row ? toSurveyResponseType(row) : null;
}

/** A page of responses with their respondents, newest first, after a keyset cursor over (createdAt, id). */
export async function listSurveyResponses(
  scope: RequestScope,
  input: { first?: number | null; after?: string | null },
): Promise<{ nodes: SurveyResponseType[]; hasNextPage: boolean }> {
  requireAdmin(scope);
  const limit = pageSize(input.first);
  const cursor = decodeCursor(input.after);
  const where: FilterQuery<SurveyResponse> = cursor
    ? { $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }] }
    : {};
  const rows = await scope.em.find(SurveyResponse, where, {
    populate: ['respondent'],
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: limit + 1,
  });
  return { nodes: rows.slice(0, limit).map(toSurveyResponseType), hasNextPage: rows.length > limit };
}

/** How many responses there are (administrators only). */
export async function countSurveyResponses(scope: RequestScope): Promise<number> {
  requireAdmin(scope);
  return scope.em.count(SurveyResponse, {});
}
