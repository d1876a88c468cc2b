import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { surveyScoreOf } from '@culturalink/common/survey-answers';
import { AppError, badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { requireMember } from '../../kernel/guards.js';
import { SURVEY_ANSWERS, SURVEY_STATEMENTS, type SurveyAnswer } from './survey-answer.js';
import { SurveyResponse } from './survey-response.entity.js';
import { toSurveyResponseType } from './survey-response-view.js';
import type { SurveyResponseType } from './survey.types.js';

const alreadyAnswered = () => new AppError('CONFLICT', 'You have already answered the survey. Thank you!');

/**
 * Stores the viewer's answers to all six statements. `answers[i]` answers statement i + 1; a missing
 * answer is refused with a field error per question (q1..q6), and a second response with CONFLICT.
 */
export async function submitSurvey(
  scope: RequestScope,
  answers: readonly (SurveyAnswer | null | undefined)[],
): Promise<SurveyResponseType> {
  const viewer = requireMember(scope);
  const missing = SURVEY_STATEMENTS.flatMap((_, i) =>
    SURVEY_ANSWERS.includes(answers[i] as SurveyAnswer) ? [] : [i + 1],
  );
  if (missing.length > 0 || answers.length !== SURVEY_STATEMENTS.length) {
    const fieldErrors = missing.map((n) => ({
      field: `q${n}`,
      message: 'Please select an option for this statement.',
    }));
    throw badInput('You need to select an option for each question before proceeding.', fieldErrors);
  }
  if (await scope.em.count(SurveyResponse, { respondent: viewer.id })) throw alreadyAnswered();

  const response = scope.em.create(SurveyResponse, {
    respondent: viewer,
    scores: answers.map((a) => surveyScoreOf(a as SurveyAnswer)),
  });
  try {
    await scope.em.flush();
  } catch (error) {
    // a concurrent submission won the unique constraint
    if (error instanceof UniqueConstraintViolationException) throw alreadyAnswered();
    throw error;
  }
  return toSurveyResponseType(response);
}
