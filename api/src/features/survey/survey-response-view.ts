import { surveyAnswerOfScore } from '@culturalink/common/survey-answers';
import type { SurveyResponse } from './survey-response.entity.js';
import type { SurveyResponseType } from './survey.types.js';

/** The GraphQL view of a stored response (its respondent must be loaded). */
export const toSurveyResponseType = (row: SurveyResponse): SurveyResponseType => ({
  id: row.id,
  respondent: row.respondent,
  answers: row.scores.map(surveyAnswerOfScore),
  scores: [...row.scores],
  createdAt: row.createdAt,
});
