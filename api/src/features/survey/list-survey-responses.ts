import type { FilterQuery } from '@mikro-orm/core';
import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { pageSize } from '../../kernel/paging.js';
import { requireAdmin, requireMember } from '../../kernel/guards.js';
import { isUuid } from '../../kernel/ids.js';
import { SurveyResponse } from './survey-response.entity.js';
import { toSurveyResponseType } from './survey-response-view.js';
import type { SurveyResponseType } from './survey.types.js';

export async function mySurveyResponse(scope: RequestScope): Promise<SurveyResponseType | null> {
  const viewer = requireMember(scope);
  const row = await scope.em.findOne(SurveyResponse, { respondent: viewer.id }, { populate: ['respondent'] });
  return row ? toSurveyResponseType(row) : null;
}

/** Every response with its respondent, newest first; `after` is the id of the last response already shown. */
export async function listSurveyResponses(
  scope: RequestScope,
  input: { first?: number | null; after?: string | null },
): Promise<SurveyResponseType[]> {
  requireAdmin(scope);
  const limit = pageSize(input.first, 50);
  const where: FilterQuery<SurveyResponse> = {};
  if (input.after) {
    if (!isUuid(input.after)) throw badInput('after must be the id of a survey response.');
    const last = await scope.em.findOne(SurveyResponse, { id: input.after }, { fields: ['id', 'createdAt'] });
    if (!last) throw badInput('after must be the id of a survey response.');
    where.$or = [{ createdAt: { $lt: last.createdAt } }, { createdAt: last.createdAt, id: { $lt: last.id } }];
  }
  const rows = await scope.em.find(SurveyResponse, where, {
    populate: ['respondent'],
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit,
  });
  return rows.map(toSurveyResponseType);
}
